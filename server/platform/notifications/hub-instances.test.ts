// Several app instances on one PostgreSQL server: each hub has its own pool and listener
// connection, and each hears every notification. Runs with --project api-postgres only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../../../tests/helpers/sql-rows';
import { users } from '../../db/schema';
import { appBuilder, useTwoInstances } from '../../../tests/helpers/two-instances';
import { createNotificationHub, type NotificationHub, type StoredNotification } from './hub';
import { LISTENER_APPLICATION_NAME } from './postgres-channel';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.runIf(onPostgres)('notification hubs of two app instances', () => {
  const two = useTwoInstances({ apps: false });
  let hubA: NotificationHub;
  let hubB: NotificationHub;
  let userId: number;
  const heardByA: StoredNotification[] = [];
  const heardByB: StoredNotification[] = [];
  const errorsOfA: string[] = [];

  beforeAll(async () => {
    hubA = await createNotificationHub(two.first, { logError: (message) => errorsOfA.push(message) });
    hubB = await createNotificationHub(two.second, { logError: () => undefined });
    hubA.subscribe((n) => void heardByA.push(n));
    hubB.subscribe((n) => void heardByB.push(n));
    const [user] = await two.first.db
      .insert(users)
      .values({ username: 'two_instances', password: '!disabled', email: 'two@example.com' })
      .returning({ id: users.id });
    userId = user.id;
  });
  afterAll(async () => {
    await hubA?.close();
    await hubB?.close();
  });

  it('both hear a notification committed through one of them, once', async () => {
    const stored = await two.first.db.transaction((tx) =>
      hubA.notify(tx, userId, { type: 'success', title: 'Paid', message: 'Booking paid' }),
    );
    await hubA.flush();
    await hubB.flush();
    expect(heardByA.filter((n) => n.id === stored.id)).toEqual([stored]);
    expect(heardByB.filter((n) => n.id === stored.id)).toEqual([stored]);
  });

  it('reconnects after losing its listener connection and catches up on what it missed', async () => {
    // Kill the listener of instance A (waiting until its backend is gone), then commit a
    // notification from instance B while A is not listening: only the catch-up can deliver it.
    const killed = await sqlRows<{ done: boolean }>(
      two.first.db,
      sql`select pg_terminate_backend(pid, 5000) as done from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()
          order by backend_start limit 1`,
    );
    expect(killed).toEqual([{ done: true }]);
    const missed = await hubB.notify(two.second.db, userId, { title: 'While away', message: 'Sent during the outage' });

    await vi.waitFor(() => expect(heardByA.filter((n) => n.id === missed.id)).toEqual([missed]), { timeout: 5000 });
    expect(errorsOfA).toContain('The notification listener lost its connection; reconnecting.');

    const later = await hubB.notify(two.second.db, userId, { title: 'Back again', message: 'Live once more' });
    await hubA.flush();
    expect(heardByA.filter((n) => n.id === later.id)).toEqual([later]);
  });

  it('an app builds its own hub and releases its listener connection when it closes', async () => {
    const listenerConnections = async () =>
      (
        await sqlRows<{ count: number }>(
          two.first.db,
          sql`select count(*)::int as count from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
        )
      )[0].count;
    const before = await listenerConnections();
    const builder = appBuilder();
    try {
      await builder.build(two.first);
      expect(await listenerConnections()).toBe(before + 1);
    } finally {
      await builder.close();
    }
    expect(await listenerConnections()).toBe(before);
  });
});
