// Work that must happen once a transaction has committed, and never after a rollback (a queued
// e-mail's first try): the transaction queues a message on the notification hub's channel, which
// PostgreSQL (and PGlite) delivers only at commit and drops on rollback, exactly as a notification
// (decisions.md 14). Every instance's hub hears it and calls the handlers registered for the topic
// with hub.onAfterCommit; a handler must therefore be safe to run on several instances at once.
// Nothing is kept if no instance is listening: whoever signals keeps its own way to catch up.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { NOTIFICATION_CHANNEL, encodeAfterCommit } from './notifications/notification-message';

export async function afterCommit(db: Db | Tx, topic: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${encodeAfterCommit(topic, payload)})`);
}
