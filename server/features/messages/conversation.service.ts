// One conversation: read it, mark it read (the caller's side, decisions.md 63), and the staff
// inbox's assignee and status; the caller's unread count over all their conversations.
import { and, count, eq, or, sql } from 'drizzle-orm';
import { MAX_LIST_ITEMS } from '../../../common/limits';
import type { ConversationStatus, SavedReply } from '../../../common/message-schemas';
import type { Db, Tx } from '../../db/client';
import { preparedQuery } from '../../db/prepared-queries';
import { conversations, messages, users } from '../../db/schema';
import { readableConversation, type ConversationRow } from '../../domain/messages/conversation-access';
import { signalMessageRead } from '../../domain/messages/message-live';
import type { SessionUser } from '../../platform/auth-guard';
import { badInput, forbidden, notFound } from '../../platform/errors';
import { isStaffReader, readableBy, unreadBy } from './conversation-queries';
import { conversationViews } from './conversation-views';
import { personLabel, recordAudit } from '../../platform/audit-log';
import { personNameSql } from '../../platform/person-name';

export const STAFF_INBOX_MESSAGE = 'Only staff can assign a conversation or mark it done.';
export const ASSIGNEE_STAFF_MESSAGE = 'assigneeId must be a staff member’s id';

export async function getConversation(db: Db, user: SessionUser, id: number, businessName: string) {
  const { conversation } = await readableConversation(db, user, id);
  const [view] = await conversationViews(db, user, [conversation], businessName);
  return view;
}

/** PUT .../read: the caller's side has read up to the newest message (staff read for the business). */
export async function markConversationRead(db: Db, user: SessionUser, id: number, businessName: string) {
  const row = await db.transaction(async (tx) => {
    const { conversation, side } = await readableConversation(tx, user, id, { lock: true });
    const marker = side === 'owner' ? conversation.ownerReadMessageId : conversation.counterpartReadMessageId;
    if (conversation.lastMessageId === null || marker === conversation.lastMessageId) return conversation;
    const readAt = new Date();
    const change =
      side === 'owner'
        ? { ownerReadMessageId: conversation.lastMessageId, ownerReadAt: readAt }
        : {
            counterpartReadMessageId: conversation.lastMessageId,
            counterpartReadAt: readAt,
            counterpartReadBy: conversation.kind === 'business' ? user.id : null,
          };
    const [updated] = await tx.update(conversations).set(change).where(eq(conversations.id, conversation.id)).returning();
    await signalMessageRead(tx, conversation, { side, lastReadMessageId: conversation.lastMessageId, readAt });
    return updated;
  });
  const [view] = await conversationViews(db, user, [row], businessName);
  return view;
}

/** GET /api/messages/unread-count: the other sides' messages after the caller's markers, over all their conversations. */
export async function unreadMessageCount(db: Db, user: SessionUser): Promise<number> {
  // Every signed-in page's nav bar asks: prepared once per database for staff and for everyone else (decisions.md 85).
  const query = preparedQuery(db, isStaffReader(user) ? 'unread_messages_staff' : 'unread_messages', (db, name) => {
    const readerId = sql.placeholder('readerId');
    return db
      .select({ count: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(readableBy(user, readerId), unreadBy(readerId, messages)))
      .prepare(name);
  });
  const [row] = await query.execute({ readerId: user.id });
  return Number(row?.count ?? 0);
}

/** The business's conversation for a staff member: 404 for what they cannot read or a trainer's, 403 for non-staff. */
async function staffConversation(tx: Tx, user: SessionUser, id: number) {
  const { conversation } = await readableConversation(tx, user, id, { lock: true });
  if (conversation.kind !== 'business') throw notFound('The conversation');
  if (!isStaffReader(user)) throw forbidden(STAFF_INBOX_MESSAGE);
  return conversation;
}

/** PUT .../assignee: a colleague with staff rights, or nobody. */
export async function assignConversation(db: Db, user: SessionUser, id: number, assigneeId: number | null, businessName: string) {
  const row = await db.transaction(async (tx) => {
    const conversation = await staffConversation(tx, user, id);
    let assigneeLabel = 'nobody';
    if (assigneeId !== null) {
      const [assignee] = await tx
        .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.id, assigneeId), or(eq(users.isStaff, true), eq(users.isAdmin, true))));
      if (!assignee) throw badInput('assigneeId', ASSIGNEE_STAFF_MESSAGE);
      assigneeLabel = personLabel(assignee);
    }
    await recordAudit(tx, {
      actorId: user.id,
      kind: 'conversation.assigned',
      summary: `Conversation #${conversation.id} assigned to ${assigneeLabel}`,
      before: { assigneeId: conversation.assigneeId },
      after: { assigneeId },
    });
    return update(tx, conversation, { assigneeId });
  });
  const [view] = await conversationViews(db, user, [row], businessName);
  return view;
}

/** PUT .../status: open or done (an owner's next message opens it again). */
export async function setConversationStatus(db: Db, user: SessionUser, id: number, status: ConversationStatus, businessName: string) {
  const row = await db.transaction(async (tx) => {
    const conversation = await staffConversation(tx, user, id);
    await recordAudit(tx, {
      actorId: user.id,
      kind: 'conversation.status_changed',
      summary: `Conversation #${conversation.id} marked ${status}`,
      before: { status: conversation.status },
      after: { status },
    });
    return update(tx, conversation, { status });
  });
  const [view] = await conversationViews(db, user, [row], businessName);
  return view;
}

async function update(tx: Tx, conversation: ConversationRow, change: Partial<Pick<ConversationRow, 'assigneeId' | 'status'>>) {
  const [updated] = await tx.update(conversations).set(change).where(eq(conversations.id, conversation.id)).returning();
  return updated;
}

/** GET /api/messages/staff-inbox: the business's saved replies and the colleagues to assign, for staff. */
export async function staffInbox(db: Db, savedReplies: SavedReply[]) {
  const colleagues = await db
    .select({ id: users.id, name: personNameSql(users) })
    .from(users)
    .where(or(eq(users.isStaff, true), eq(users.isAdmin, true)))
    .orderBy(personNameSql(users), users.id)
    .limit(MAX_LIST_ITEMS);
  return { savedReplies, colleagues };
}
