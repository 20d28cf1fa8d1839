// Conversations as the caller sees them (conversationSchema): the title from their side (the
// business's name or the trainer's for the owner, the owner's for staff and trainers), the people,
// the pets it concerns, whether it is closed, the last message and the caller's unread count. A
// page of conversations takes a fixed number of queries, whatever its length.
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { conversationSchema } from '../../../common/message-schemas';
import type { Db, Tx } from '../../db/client';
import { conversations, users } from '../../db/schema';
import {
  conversationPets,
  isClosed,
  sideOf,
  type ConversationReader,
  type ConversationRow,
} from '../../domain/messages/conversation-access';
import { FORMER_MEMBER_NAME, messageViewsByIds } from '../../domain/messages/message-views';
import { personNameSql } from '../../platform/person-name';
import { unreadCountSql } from './conversation-queries';

export type ConversationView = z.output<typeof conversationSchema>;

export async function conversationViews(
  db: Db | Tx,
  user: ConversationReader,
  rows: readonly ConversationRow[],
  businessName: string,
): Promise<ConversationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const peopleIds = [...new Set(rows.flatMap((row) => [row.ownerId, row.trainerId, row.assigneeId]).filter((id) => id !== null))];
  const [people, pets, lastMessages, unread] = await Promise.all([
    db
      .select({ id: users.id, name: personNameSql(users) })
      .from(users)
      .where(inArray(users.id, peopleIds)),
    conversationPets(db, rows),
    messageViewsByIds(
      db,
      rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId])),
    ),
    db
      .select({ id: conversations.id, count: unreadCountSql(user) })
      .from(conversations)
      .where(inArray(conversations.id, ids)),
  ]);
  const nameOf = (id: number) => people.find((person) => person.id === id)?.name ?? FORMER_MEMBER_NAME;
  const person = (id: number | null) => (id === null ? null : { id, name: nameOf(id) });
  return rows.map((row) => {
    const mySide = sideOf(user, row) ?? 'counterpart';
    const trainer = person(row.trainerId);
    const concerned = pets.get(row.id) ?? [];
    return {
      id: row.id,
      kind: row.kind,
      mySide,
      title: mySide === 'owner' ? (trainer?.name ?? businessName) : nameOf(row.ownerId),
      owner: { id: row.ownerId, name: nameOf(row.ownerId) },
      trainer,
      pets: concerned,
      status: row.status,
      assignee: person(row.assigneeId),
      closed: isClosed(row, concerned),
      lastMessage: lastMessages.find((message) => message.id === row.lastMessageId) ?? null,
      unreadCount: unread.find((count) => count.id === row.id)?.count ?? 0,
      reads: {
        owner: { lastReadMessageId: row.ownerReadMessageId, readAt: row.ownerReadAt },
        counterpart: { lastReadMessageId: row.counterpartReadMessageId, readAt: row.counterpartReadAt },
      },
      createdAt: row.createdAt,
    };
  });
}
