// The signed-in user’s notifications, newest first. Creation goes through the notification hub
// (deps.notifications.notify).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth-guard';
import { notifications } from '../../db/schema';
import { toPage, type ListPage, type Page } from '../../platform/list-query';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listNotifications(db: Db, user: SessionUser, page: ListPage): Promise<Page<NotificationRow>> {
  const userId = user.id;
  const afterCursor =
    page.cursor === undefined
      ? undefined
      : sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${page.cursor} and n.user_id = ${userId})`;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), afterCursor))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit);
}
