// Every feature tells a user about an event through notify(): it stores the notification, then
// hands it to the registered listeners (real-time delivery fans it out to the user's sockets).
import type { NotificationType } from '../../common/notification-types';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

export type NotificationInput = {
  type?: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
};

export type StoredNotification = typeof notifications.$inferSelect;

export type NotificationListener = (notification: StoredNotification) => void | Promise<void>;

const listeners = new Set<NotificationListener>();

/** Calls `listener` after every stored notification. Returns a function that unsubscribes it. */
export function onNotification(listener: NotificationListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Stores a notification for `userId` and passes it to every listener. The row is the source of
 * truth: a failing listener is logged and never undoes or fails the notification.
 */
export async function notify(db: Db, userId: number, input: NotificationInput): Promise<StoredNotification> {
  const [stored] = await db
    .insert(notifications)
    .values({
      userId,
      type: input.type ?? 'info',
      title: input.title,
      message: input.message,
      data: input.data ?? null,
    })
    .returning();
  const results = await Promise.allSettled([...listeners].map(async (listener) => listener(stored)));
  for (const result of results) {
    if (result.status === 'rejected') console.error('A notification listener failed:', result.reason);
  }
  return stored;
}
