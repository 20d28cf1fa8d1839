// Messages as the API and the live channel show them (messageSchema): the author by name, the
// attachments as `{url, contentType}`, and what the message is about. Loaded by ids or a page of a
// conversation, with one query for the messages and one for their attachments.
import { and, asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { messageSchema } from '../../../common/message-schemas';
import type { Db, Tx } from '../../db/client';
import { messageAttachments, messages, users } from '../../db/schema';
import { personNameSql } from '../../platform/person-name';

/** A message as the server holds it before encoding (dates as Date). */
export type MessageView = z.output<typeof messageSchema>;
export type MessageRow = typeof messages.$inferSelect;

/** Shown for an author whose account is gone. */
export const FORMER_MEMBER_NAME = 'Former member';

async function views(db: Db | Tx, where: SQL, order: 'asc' | 'desc', limit?: number, attachments = true): Promise<MessageView[]> {
  const query = db
    .select({ message: messages, senderName: personNameSql(users) })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(order === 'asc' ? asc(messages.id) : desc(messages.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const ids = rows.map((row) => row.message.id);
  const files =
    ids.length && attachments
      ? await db
          .select({
            messageId: messageAttachments.messageId,
            address: messageAttachments.address,
            contentType: messageAttachments.contentType,
          })
          .from(messageAttachments)
          .where(inArray(messageAttachments.messageId, ids))
          .orderBy(asc(messageAttachments.id))
      : [];
  return rows.map(({ message, senderName }) => ({
    id: message.id,
    conversationId: message.conversationId,
    sender: { id: message.senderId, name: senderName ?? FORMER_MEMBER_NAME },
    side: message.side,
    text: message.text,
    attachments: files
      .filter((file) => file.messageId === message.id)
      .map((file) => ({ url: file.address, contentType: file.contentType })),
    about: message.aboutLabel === null ? null : { label: message.aboutLabel, petId: message.petId, bookingId: message.bookingId },
    createdAt: message.createdAt,
    editedAt: message.editedAt,
  }));
}

/**
 * The messages with these ids, oldest first (no access check: the caller has done it).
 * `attachments: false` when the caller knows they have none (a text message its own transaction has
 * just stored), which saves reading them.
 */
export function messageViewsByIds(db: Db | Tx, ids: readonly number[], { attachments = true } = {}): Promise<MessageView[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return views(db, inArray(messages.id, [...ids]), 'asc', undefined, attachments);
}

/**
 * One page of a conversation, oldest first: the newest `limit` messages, or those before the
 * message `before`. Asks for one more to know whether an older page exists.
 */
export async function conversationMessagePage(
  db: Db | Tx,
  conversationId: number,
  page: { before?: number; limit: number },
): Promise<{ items: MessageView[]; older: boolean }> {
  const where = and(eq(messages.conversationId, conversationId), page.before === undefined ? undefined : lt(messages.id, page.before))!;
  const newestFirst = await views(db, where, 'desc', page.limit + 1);
  return { items: newestFirst.slice(0, page.limit).reverse(), older: newestFirst.length > page.limit };
}
