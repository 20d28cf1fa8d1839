// The SQL the conversation list, the views and the unread count share: which conversations a user
// reads, their side in each, and the messages of the other side after that side's read marker
// (decisions.md 63). Each is an expression over `conversations`, so a page is counted in one query.
// Whether there are any is kept on the conversation instead (its unread flags, decisions.md 77).
import { and, eq, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { hasStaffRights } from '../../../common/roles';
import { conversations } from '../../db/schema';
import type { ConversationReader } from '../../domain/messages/conversation-access';

export const isStaffReader = (user: ConversationReader) =>
  hasStaffRights({ isStaff: Boolean(user.isStaff), isAdmin: Boolean(user.isAdmin) });

/**
 * The conversations `user` reads: theirs as owner, as trainer, and (staff) the business's. A
 * prepared query passes its placeholder for the reader's id as `readerId`.
 */
export function readableBy(user: ConversationReader, readerId: number | Placeholder = user.id): SQL {
  return or(
    eq(conversations.ownerId, readerId),
    and(eq(conversations.kind, 'trainer'), eq(conversations.trainerId, readerId)),
    isStaffReader(user) ? eq(conversations.kind, 'business') : undefined,
  )!;
}

/**
 * Whether `message` (of the conversation in the query) is one the reader has not read: the other
 * side's, after the reader's side's marker. `readerId` may be a prepared query's placeholder.
 */
export function unreadBy(readerId: number | Placeholder, message: { side: SQLWrapper; id: SQLWrapper }): SQL {
  const mine = sql`${conversations.ownerId} = ${readerId}`;
  return sql`${message.side} = case when ${mine} then 'counterpart' else 'owner' end
    and ${message.id} > coalesce(case when ${mine} then ${conversations.ownerReadMessageId} else ${conversations.counterpartReadMessageId} end, 0)`;
}

/** How many messages of the conversation the reader has not read. */
export function unreadCountSql(user: ConversationReader): SQL<number> {
  // A nested SQL, not columns at the top of the selection: drizzle writes a single-table select's
  // top-level columns without their table, and a bare "id" here would be the message's.
  const unread = sql`m.conversation_id = ${conversations.id} and ${unreadBy(user.id, { side: sql.raw('m.side'), id: sql.raw('m.id') })}`;
  return sql<number>`(select count(*)::int from messages m where ${unread})`;
}
