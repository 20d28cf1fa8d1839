// The notification hub (decisions.md 14), one per app, carried in AppDeps. notify() stores the
// row and queues pg_notify through the caller's handle, so PostgreSQL delivers it only when that
// transaction commits and drops it on rollback. The hub listens on the channel (a dedicated
// client on PostgreSQL, so every app instance hears every notification; the same in-process
// PGlite otherwise) and hands each notification to the subscribed listeners. The same channel
// carries any other work that must run only after a commit (platform/after-commit.ts).
import { randomUUID } from 'node:crypto';
import { eq, gte, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { NotificationCategory, NotificationType } from '../../../common/notification-types';
import type { DatabaseHandle, Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import { NOTIFICATION_CHANNEL, decodeMessage, encodeFlush, encodeNotification, type StoredNotification } from './notification-message';
import { listenOnPostgres, type ChannelListener } from './postgres-channel';

export type { StoredNotification } from './notification-message';

export type NotificationInput = {
  type?: NotificationType;
  /** Which kind of event (the user's email preference is per category); default 'general'. */
  category?: NotificationCategory;
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
  /**
   * false: never e-mail it, whatever the user's preferences, because the event already sends its
   * own mail (a payment receipt, the "your password was changed" message). Stored as emailed_at.
   */
  email?: false;
};

export type NotificationListener = (notification: StoredNotification) => void | Promise<void>;
export type AfterCommitHandler = (payload: string) => void | Promise<void>;

export type NotificationHub = {
  /**
   * Stores a notification for `userId` through `db` (pass the transaction handle to make it part
   * of that transaction) and delivers it to the listeners once it commits.
   */
  notify(db: Db | Tx, userId: number, input: NotificationInput): Promise<StoredNotification>;
  /** Calls `listener` for every delivered notification. Returns a function that unsubscribes it. */
  subscribe(listener: NotificationListener): () => void;
  /**
   * Calls `handler` with the payload of every afterCommit(db, topic, ...) whose transaction has
   * committed (never after a rollback), on every instance. Returns a function that removes it.
   */
  onAfterCommit(topic: string, handler: AfterCommitHandler): () => void;
  /** Resolves once every notification (and after-commit work) committed before the call has reached its listeners. */
  flush(): Promise<void>;
  /** Stops listening and releases the hub's connection. */
  close(): Promise<void>;
};

export type NotificationHubOptions = {
  logError?: (message: string, error: unknown) => void;
};

// After a reconnect, rows created this long before the drop are re-checked: a transaction may
// have begun (and stamped created_at) before the drop but committed after it.
const CATCH_UP_GRACE_MS = 60_000;
const CATCH_UP_LIMIT = 1000;
// Ids delivered this recently are remembered so a catch-up never delivers one twice.
const REMEMBER_DELIVERED_MS = 5 * 60_000;
const FLUSH_TIMEOUT_MS = 10_000;

export async function createNotificationHub(database: DatabaseHandle, options: NotificationHubOptions = {}): Promise<NotificationHub> {
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const listeners = new Set<NotificationListener>();
  const afterCommitHandlers = new Map<string, Set<AfterCommitHandler>>();
  const flushWaiters = new Map<string, () => void>();
  const recentlyDelivered = new Map<number, number>();
  // Deliveries run one after another, in commit order, so flush() can wait for its marker.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => logError('Delivering a notification failed.', error));
  };

  const deliver = async (notification: StoredNotification) => {
    const now = Date.now();
    if (recentlyDelivered.has(notification.id)) return;
    recentlyDelivered.set(notification.id, now);
    for (const [id, at] of recentlyDelivered) {
      if (now - at < REMEMBER_DELIVERED_MS) break;
      recentlyDelivered.delete(id);
    }
    const results = await Promise.allSettled([...listeners].map(async (listener) => listener(notification)));
    for (const result of results) {
      if (result.status === 'rejected') logError('A notification listener failed:', result.reason);
    }
  };

  const receive = (payload: string) => {
    const message = decodeMessage(payload);
    if (!message) return;
    enqueue(async () => {
      if (message.kind === 'flush') {
        flushWaiters.get(message.token)?.();
        return;
      }
      if (message.kind === 'after-commit') {
        const handlers = [...(afterCommitHandlers.get(message.topic) ?? [])];
        const results = await Promise.allSettled(handlers.map(async (handler) => handler(message.payload)));
        for (const result of results) {
          if (result.status === 'rejected') logError(`An after-commit handler of ${message.topic} failed:`, result.reason);
        }
        return;
      }
      const row = message.row ?? (await database.db.select().from(notifications).where(eq(notifications.id, message.id)))[0];
      if (row) await deliver(row);
    });
  };

  const catchUp = (lostAt: Date) => {
    enqueue(async () => {
      const missed = await database.db
        .select()
        .from(notifications)
        .where(gte(notifications.createdAt, new Date(lostAt.getTime() - CATCH_UP_GRACE_MS)))
        .orderBy(notifications.id)
        .limit(CATCH_UP_LIMIT);
      for (const row of missed) await deliver(row);
    });
  };

  const channel = await listenOnChannel(database, receive, catchUp, logError);

  return {
    async notify(db, userId, input) {
      // The row and its delivery stand or fall together: in the caller's transaction when there is
      // one (an error in either aborts it, and no caller carries on after a failed notify), else in
      // a transaction of their own. A savepoint inside the caller's cost two statements more.
      const store = async (tx: Db | Tx) => {
        const [stored] = await tx
          .insert(notifications)
          .values({
            userId,
            type: input.type ?? 'info',
            category: input.category ?? 'general',
            title: input.title,
            message: input.message,
            data: input.data ?? null,
            emailedAt: input.email === false ? sql`now()` : null,
          })
          .returning();
        await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${encodeNotification(stored)})`);
        return stored;
      };
      return db instanceof PgTransaction ? store(db) : db.transaction(store);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    onAfterCommit(topic, handler) {
      const handlers = afterCommitHandlers.get(topic) ?? new Set<AfterCommitHandler>();
      afterCommitHandlers.set(topic, handlers);
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },

    async flush() {
      const token = randomUUID();
      const heard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Notification flush timed out.')), FLUSH_TIMEOUT_MS);
        flushWaiters.set(token, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await database.db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${encodeFlush(token)})`);
        await heard;
      } finally {
        flushWaiters.delete(token);
      }
    },

    async close() {
      listeners.clear();
      afterCommitHandlers.clear();
      await channel.close();
      await queue;
    },
  };
}

function listenOnChannel(
  database: DatabaseHandle,
  receive: (payload: string) => void,
  catchUp: (lostAt: Date) => void,
  logError: (message: string, error: unknown) => void,
): Promise<ChannelListener> {
  if (database.kind === 'postgres' && database.pool) {
    return listenOnPostgres(database.pool, NOTIFICATION_CHANNEL, { onPayload: receive, onReconnected: catchUp, logError });
  }
  if (database.pglite) return listenOnPglite(database.pglite, receive);
  throw new Error('The notification hub needs the PostgreSQL pool or the PGlite client of the database handle.');
}

// PGlite is one in-process session: its LISTEN hears the NOTIFYs of Drizzle's queries on the
// same instance, and only at commit, as on a server.
async function listenOnPglite(pglite: NonNullable<DatabaseHandle['pglite']>, receive: (payload: string) => void) {
  const unlisten = await pglite.listen(NOTIFICATION_CHANNEL, receive);
  return {
    async close() {
      if (!pglite.closed) await unlisten();
    },
  };
}
