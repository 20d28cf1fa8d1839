// The hub on the suite's database (PGlite, or a PostgreSQL server with --project api-postgres).
import { allowConsoleErrors } from '../../../tests/helpers/fail-on-console-error';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../tests/helpers/test-database';
import { sqlRows } from '../../../tests/helpers/sql-rows';
import type { DatabaseHandle } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { createNotificationHub, type NotificationHub, type StoredNotification } from './hub';
import { LISTENER_APPLICATION_NAME } from './postgres-channel';

let database: DatabaseHandle;
let hub: NotificationHub;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  hub = await createNotificationHub(database);
  const [user] = await database.db
    .insert(users)
    .values({ username: 'notified_user', password: '!disabled', email: 'notified@example.com' })
    .returning({ id: users.id });
  userId = user.id;
});
afterAll(async () => {
  await hub.close();
  await database.close();
});

/** Collects what `target` delivers until the returned `stop()` is called. */
function collect(target: NotificationHub = hub) {
  const received: StoredNotification[] = [];
  const stop = target.subscribe((notification) => {
    received.push(notification);
  });
  return { received, stop };
}

const storedWithTitle = (title: string) => database.db.select().from(notifications).where(eq(notifications.title, title));

describe('notify', () => {
  it('stores an unread info notification by default and delivers it', async () => {
    const { received, stop } = collect();
    const stored = await hub.notify(database.db, userId, { title: 'Welcome', message: 'Hello there' });
    expect(stored).toMatchObject({ userId, type: 'info', title: 'Welcome', message: 'Hello there', isRead: false, data: null });

    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, stored.id));
    expect(row).toEqual(stored);
    await hub.flush();
    expect(received).toEqual([stored]);
    stop();
  });

  it('keeps the given type and data, and delivers a row too big for the channel by loading it', async () => {
    const { received, stop } = collect();
    const note = 'x'.repeat(10_000);
    const stored = await hub.notify(database.db, userId, {
      type: 'success',
      title: 'Payment received',
      message: 'Your booking is confirmed.',
      data: { bookingId: 7, note },
    });
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, stored.id));
    expect(row).toMatchObject({ type: 'success', data: { bookingId: 7, note } });
    await hub.flush();
    expect(received).toEqual([row]);
    stop();
  });

  it('delivers a notification made inside a transaction only after the commit', async () => {
    const { received, stop } = collect();
    const stored = await database.db.transaction(async (tx) => {
      const inside = await hub.notify(tx, userId, { title: 'Booked', message: 'See you Monday' });
      // On a server, flush() runs on another pooled connection and returns while this transaction
      // is still open. PGlite is one session, so there a flush would wait for the commit itself.
      if (database.kind === 'postgres') await hub.flush();
      else await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toEqual([]);
      return inside;
    });
    await hub.flush();
    expect(received).toEqual([stored]);
    expect(await storedWithTitle('Booked')).toHaveLength(1);
    stop();
  });

  it('neither stores nor delivers a notification whose transaction rolls back', async () => {
    const { received, stop } = collect();
    await expect(
      database.db.transaction(async (tx) => {
        await hub.notify(tx, userId, { title: 'Never happened', message: 'Rolled back' });
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    const after = await hub.notify(database.db, userId, { title: 'Afterwards', message: 'Committed' });

    await hub.flush();
    expect(received).toEqual([after]);
    expect(await storedWithTitle('Never happened')).toEqual([]);
    stop();
  });

  it('still stores and delivers to the other listeners when one listener fails', async () => {
    allowConsoleErrors();
    const logged = vi.spyOn(console, 'error');
    const stopFailing = hub.subscribe(() => {
      throw new Error('socket gone');
    });
    const { received, stop } = collect();
    try {
      const stored = await hub.notify(database.db, userId, { type: 'error', title: 'Payment failed', message: 'Card declined' });
      await hub.flush();
      expect(await storedWithTitle('Payment failed')).toEqual([stored]);
      expect(received).toEqual([stored]);
      expect(logged).toHaveBeenCalledOnce();
      expect(String(logged.mock.calls[0][1])).toContain('socket gone');
    } finally {
      stopFailing();
      stop();
    }
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    const first = collect();
    const second = collect();
    const one = await hub.notify(database.db, userId, { type: 'warning', title: 'Reminder', message: 'Vaccination due' });
    await hub.flush();
    first.stop();
    const two = await hub.notify(database.db, userId, { title: 'Later', message: 'Only the second listener hears this' });
    await hub.flush();
    expect(first.received).toEqual([one]);
    expect(second.received).toEqual([one, two]);
    second.stop();
  });

  it('hears nothing more and releases its connection once closed', async () => {
    const listenerConnections = async () => {
      const [row] = await sqlRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      return row.count;
    };
    const before = database.kind === 'postgres' ? await listenerConnections() : 0;
    const other = await createNotificationHub(database);
    const { received } = collect(other);
    if (database.kind === 'postgres') expect(await listenerConnections()).toBe(before + 1);

    await other.close();
    if (database.kind === 'postgres') expect(await listenerConnections()).toBe(before);
    await hub.notify(database.db, userId, { title: 'After close', message: 'Nobody on the closed hub hears this' });
    await hub.flush();
    expect(received).toEqual([]);
  });
});
