import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { notifications, users } from '../db/schema';
import { notify, onNotification, type StoredNotification } from './notifications';

let database: DatabaseHandle;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ username: 'notified_user', password: '!disabled', email: 'notified@example.com' })
    .returning({ id: users.id });
  userId = user.id;
});
afterAll(() => database.close());

describe('notify', () => {
  it('stores an unread info notification by default and returns it', async () => {
    const stored = await notify(database.db, userId, { title: 'Welcome', message: 'Hello there' });
    expect(stored).toMatchObject({ userId, type: 'info', title: 'Welcome', message: 'Hello there', isRead: false, data: null });

    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, stored.id));
    expect(row).toMatchObject({ userId, type: 'info', title: 'Welcome', message: 'Hello there', isRead: false });
  });

  it('keeps the given type and data', async () => {
    const stored = await notify(database.db, userId, {
      type: 'success',
      title: 'Payment received',
      message: 'Your booking is confirmed.',
      data: { bookingId: 7 },
    });
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, stored.id));
    expect(row).toMatchObject({ type: 'success', data: { bookingId: 7 } });
  });

  it('hands each stored notification to every listener until they unsubscribe', async () => {
    const first: StoredNotification[] = [];
    const second: StoredNotification[] = [];
    const stopFirst = onNotification((notification) => {
      first.push(notification);
    });
    const stopSecond = onNotification(async (notification) => {
      second.push(notification);
    });

    const stored = await notify(database.db, userId, { type: 'warning', title: 'Reminder', message: 'Vaccination due' });
    expect(first).toEqual([stored]);
    expect(second).toEqual([stored]);

    stopFirst();
    await notify(database.db, userId, { title: 'Later', message: 'Only the second listener hears this' });
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
    stopSecond();
  });

  it('still stores and returns the notification when a listener fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = onNotification(() => {
      throw new Error('socket gone');
    });
    try {
      const stored = await notify(database.db, userId, { type: 'error', title: 'Payment failed', message: 'Card declined' });
      const [row] = await database.db.select().from(notifications).where(eq(notifications.id, stored.id));
      expect(row.title).toBe('Payment failed');
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      stop();
      logged.mockRestore();
    }
  });
});
