// Several app instances on one PostgreSQL server: each hub has its own pool and listener
// connection, and each hears every notification. Runs with --project api-postgres only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../../tests/helpers/test-database';
import { sqlRows } from '../../../tests/helpers/sql-rows';
import { withDatabase } from '../../../tests/helpers/db-template.global';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { createNotificationHub, type NotificationHub, type StoredNotification } from './hub';
import { LISTENER_APPLICATION_NAME } from './postgres-channel';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.runIf(onPostgres)('notification hubs of two app instances', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let hubA: NotificationHub;
  let hubB: NotificationHub;
  let userId: number;
  const heardByA: StoredNotification[] = [];
  const heardByB: StoredNotification[] = [];
  const errorsOfA: string[] = [];

  beforeAll(async () => {
    first = await createTestDatabase();
    const [{ name }] = await sqlRows<{ name: string }>(first.db, sql`select current_database() as name`);
    second = await openDatabase({ databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name), poolSize: 2 });
    hubA = await createNotificationHub(first, { logError: (message) => errorsOfA.push(message) });
    hubB = await createNotificationHub(second, { logError: () => undefined });
    hubA.subscribe((n) => void heardByA.push(n));
    hubB.subscribe((n) => void heardByB.push(n));
    const [user] = await first.db
      .insert(users)
      .values({ username: 'two_instances', password: '!disabled', email: 'two@example.com' })
      .returning({ id: users.id });
    userId = user.id;
  });
  afterAll(async () => {
    await hubA?.close();
    await hubB?.close();
    await second?.close();
    await first?.close();
  });

  it('both hear a notification committed through one of them, once', async () => {
    const stored = await first.db.transaction((tx) => hubA.notify(tx, userId, { type: 'success', title: 'Paid', message: 'Booking paid' }));
    await hubA.flush();
    await hubB.flush();
    expect(heardByA.filter((n) => n.id === stored.id)).toEqual([stored]);
    expect(heardByB.filter((n) => n.id === stored.id)).toEqual([stored]);
  });

  it('reconnects after losing its listener connection and catches up on what it missed', async () => {
    // Kill the listener of instance A (waiting until its backend is gone), then commit a
    // notification from instance B while A is not listening: only the catch-up can deliver it.
    const killed = await sqlRows<{ done: boolean }>(
      first.db,
      sql`select pg_terminate_backend(pid, 5000) as done from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()
          order by backend_start limit 1`,
    );
    expect(killed).toEqual([{ done: true }]);
    const missed = await hubB.notify(second.db, userId, { title: 'While away', message: 'Sent during the outage' });

    await vi.waitFor(() => expect(heardByA.filter((n) => n.id === missed.id)).toEqual([missed]), { timeout: 5000 });
    expect(errorsOfA).toContain('The notification listener lost its connection; reconnecting.');

    const later = await hubB.notify(second.db, userId, { title: 'Back again', message: 'Live once more' });
    await hubA.flush();
    expect(heardByA.filter((n) => n.id === later.id)).toEqual([later]);
  });

  it('an app builds its own hub and releases its listener connection when it closes', async () => {
    const listenerConnections = async () =>
      (
        await sqlRows<{ count: number }>(
          first.db,
          sql`select count(*)::int as count from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
        )
      )[0].count;
    const before = await listenerConnections();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-hub-'));
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), database: first, rateLimits: false });
    try {
      expect(await listenerConnections()).toBe(before + 1);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(await listenerConnections()).toBe(before);
  });
});
