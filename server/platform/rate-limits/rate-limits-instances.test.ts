// Rate limits hold across app instances (decisions.md 30, scale-out): two instances on one PostgreSQL
// database count into the same rate_limit_counters rows, so a guesser who spreads wrong passwords
// over both is refused after 10 all the same. Runs with --project api-postgres only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { withDatabase } from '../../../tests/helpers/db-template.global';
import { sqlRows } from '../../../tests/helpers/sql-rows';
import { createTestDatabase } from '../../../tests/helpers/test-database';
import { registerUser } from '../../../tests/helpers/users';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.runIf(onPostgres)('rate limits across two app instances on one PostgreSQL database', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  const dataDirs: string[] = [];

  const appOn = (database: DatabaseHandle) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-limits-'));
    dataDirs.push(dataDir);
    return buildApp({ config: loadConfig({ DATA_DIR: dataDir }), database, rateLimits: true });
  };

  beforeAll(async () => {
    first = await createTestDatabase();
    const [{ name }] = await sqlRows<{ name: string }>(first.db, sql`select current_database() as name`);
    second = await openDatabase({ databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name), poolSize: 2 });
    appA = await appOn(first);
    appB = await appOn(second);
  });
  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await second?.close();
    await first?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

  it('refuses the 11th wrong password from one address when the first 10 went to either instance', async () => {
    const { user, password } = await registerUser(appA);
    for (let attempt = 0; attempt < 10; attempt++) {
      const app = attempt % 2 === 0 ? appA : appB;
      expect((await login(app, user.username, 'wrong-password', '198.51.100.7')).statusCode).toBe(401);
    }
    for (const app of [appA, appB]) {
      const refused = await login(app, user.username, password, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await login(appB, user.username, password, '198.51.100.8')).statusCode).toBe(200);
  });

  it('lets 10 of 30 wrong passwords sent at once to both instances be checked', async () => {
    const { user } = await registerUser(appB);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => login(attempt % 2 === 0 ? appA : appB, user.username, 'wrong-password', '198.51.100.9')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
