// Two app instances on one PostgreSQL database (decisions.md 7): a notification created through
// one reaches a socket held by the other (the hub's LISTEN/NOTIFY), and a logout on one closes the
// session's socket on the other (its heartbeat finds the session row gone). Runs with
// --project api-postgres only (TEST_DATABASE_URL set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { callAs } from '../../../tests/helpers/api-call';
import { withDatabase } from '../../../tests/helpers/db-template.global';
import { sqlRows } from '../../../tests/helpers/sql-rows';
import { createTestDatabase } from '../../../tests/helpers/test-database';
import { loginAs, registerUser, type RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget } from '../../../tests/helpers/ws-client';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const SESSION_SECRET = 'the-same-secret-on-every-instance-0123456789';

describe.runIf(onPostgres)('real-time delivery across two app instances', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let targetB: SocketTarget;
  let user: RegisteredUser;
  const dataDirs: string[] = [];

  const appOn = (database: DatabaseHandle) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-ws-'));
    dataDirs.push(dataDir);
    return buildApp({
      config: loadConfig({ DATA_DIR: dataDir, SESSION_SECRET }),
      database,
      rateLimits: false,
      realtimePingIntervalMs: 200,
    });
  };

  beforeAll(async () => {
    first = await createTestDatabase();
    const [{ name }] = await sqlRows<{ name: string }>(first.db, sql`select current_database() as name`);
    second = await openDatabase({ databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name), poolSize: 2 });
    appA = await appOn(first);
    appB = await appOn(second);
    await appA.ready();
    targetB = await listenForSockets(appB);
    user = await registerUser(appA);
  });
  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await second?.close();
    await first?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a notification created through instance A reaches the user’s socket on instance B within a second', async () => {
    const socket = await openSocket(targetB.url, { cookie: user.cookie, origin: targetB.origin });
    const started = Date.now();
    const res = await callAs(appA, 'POST', '/api/notifications', user, { title: 'Across instances', message: 'Through NOTIFY' });
    expect(res.statusCode).toBe(201);
    const message = await socket.waitForMessage((m) => m.type === 'notification', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(message.payload).toMatchObject({ id: res.json().id, userId: user.user.id, title: 'Across instances' });
    socket.socket.terminate();
  });

  it('a logout through instance A closes that session’s socket on instance B', async () => {
    const cookie = await loginAs(appA, user.user.username, user.password);
    const socket = await openSocket(targetB.url, { cookie, origin: targetB.origin });
    expect((await callAs(appA, 'POST', '/api/logout', { cookie })).statusCode).toBe(204);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
  });
});
