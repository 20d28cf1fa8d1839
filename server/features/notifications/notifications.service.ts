// The signed-in user's notifications: list, count, mark read, delete, and the test notification a
// user creates for themselves. Others are created by features through the hub (deps.notifications).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { notificationInputSchema } from '../../../common/notification-schemas';
import type { Db } from '../../db/client';
import { preparedQuery, queryName } from '../../db/prepared-queries';
import { notifications } from '../../db/schema';
import { notFoundError, requireAccess } from '../../platform/access/access';
import type { SessionUser } from '../../platform/auth-guard';
import { badInput } from '../../platform/errors';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import type { NotificationHub } from '../../platform/notifications/hub';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = z.output<typeof notificationInputSchema>;

export const ONLY_YOURSELF_MESSAGE = 'You can only create notifications for yourself';
export const LINK_MESSAGE = 'The link must be a path inside PawsConnect';

export async function listNotifications(
  db: Db,
  user: SessionUser,
  page: ListPage & { unreadOnly: boolean },
): Promise<Page<NotificationRow>> {
  const shape = { afterCursor: page.cursor !== undefined, unreadOnly: page.unreadOnly };
  const rows = await notificationsQuery(db, shape).execute({ userId: user.id, cursor: page.cursor, limit: page.limit + 1 });
  return toPage(rows, page.limit);
}

/** A page of the user's notifications, newest first, prepared once per database for each shape (decisions.md 85). */
function notificationsQuery(db: Db, shape: { afterCursor: boolean; unreadOnly: boolean }) {
  const name = queryName('notifications', shape.unreadOnly && 'unread', shape.afterCursor && 'after_cursor');
  return preparedQuery(db, name, (db, name) => {
    const userId = sql.placeholder('userId');
    const after = shape.afterCursor
      ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${sql.placeholder('cursor')} and n.user_id = ${userId})`
      : undefined;
    return db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), after, shape.unreadOnly ? eq(notifications.isRead, false) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
}

/** The badge's count, asked by every signed-in page: prepared once (decisions.md 85). */
export async function countUnread(db: Db, user: SessionUser): Promise<number> {
  const [row] = await preparedQuery(db, 'notifications_unread_count', (db, name) =>
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isRead, false)))
      .prepare(name),
  ).execute({ userId: user.id });
  return row.count;
}

export async function markRead(db: Db, user: SessionUser, id: number): Promise<NotificationRow> {
  await requireAccess(db, user, 'change', 'notification', id);
  const [updated] = await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id)).returning();
  if (!updated) throw notFoundError('notification');
  return updated;
}

export async function markAllRead(db: Db, user: SessionUser): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function deleteNotification(db: Db, user: SessionUser, id: number): Promise<void> {
  await requireAccess(db, user, 'change', 'notification', id);
  await db.delete(notifications).where(eq(notifications.id, id));
}

/**
 * POST /api/notifications: always for the caller (the product (decisions.md 37) sends a userId; naming someone else is
 * refused, never obeyed). Category 'general', so it is never e-mailed.
 */
export async function createOwnNotification(
  db: Db,
  hub: NotificationHub,
  user: SessionUser,
  input: NewNotification,
): Promise<NotificationRow> {
  if (input.userId !== undefined && input.userId !== user.id) throw badInput('userId', ONLY_YOURSELF_MESSAGE);
  // The bell opens data.url: only a path of this site, never javascript: or another site.
  const url = input.data?.url;
  if (url !== undefined && !isAppPath(url)) throw badInput('data.url', LINK_MESSAGE);
  return hub.notify(db, user.id, {
    type: input.type,
    category: 'general',
    title: input.title,
    message: input.message,
    data: input.data ?? null,
  });
}

export function isAppPath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}
