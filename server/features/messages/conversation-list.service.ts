// GET /api/conversations (decisions.md 63): the caller's conversations as owner and as trainer and,
// for staff, the business's; unread first, then the newest message first. The cursor is the last
// conversation of the previous page: the next page holds what sorts after it. `q` finds a
// conversation by the owner's name or username, the trainer's name or a pet's name; staff filter
// the business's conversations (mine, unassigned, done).
import { and, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxFilter } from '../../../common/message-schemas';
import type { Db } from '../../db/client';
import { conversations, users } from '../../db/schema';
import type { ConversationReader } from '../../domain/messages/conversation-access';
import { isClientPetOfEach } from '../../platform/access/trainer-pets';
import { likePattern } from '../../platform/like-pattern';
import type { Page } from '../../platform/list-query';
import { personNameSql } from '../../platform/person-name';
import { hasUnreadSql, isStaffReader, readableBy } from './conversation-queries';
import { conversationViews, type ConversationView } from './conversation-views';

export type ConversationListQuery = { limit: number; cursor?: number; q?: string; filter: InboxFilter };

const owner = alias(users, 'owner');
const trainer = alias(users, 'trainer');

/** The staff inbox's filters: the business's conversations a staff member reads for the business. */
function inboxFilter(user: ConversationReader, filter: InboxFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (!isStaffReader(user)) return sql`false`;
  const business = and(eq(conversations.kind, 'business'), ne(conversations.ownerId, user.id));
  if (filter === 'done') return and(business, eq(conversations.status, 'done'));
  const assigned = filter === 'mine' ? eq(conversations.assigneeId, user.id) : isNull(conversations.assigneeId);
  return and(business, eq(conversations.status, 'open'), assigned);
}

/** A name of the owner or trainer, or a pet of the conversation, contains `q` (case-insensitive, literally). */
function matches(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(
    ilike(personNameSql(owner), pattern),
    ilike(owner.username, pattern),
    ilike(personNameSql(trainer), pattern),
    sql`exists (select 1 from pets p where p.owner_id = ${conversations.ownerId} and p.archived_at is null and p.name ilike ${pattern}
      and (${conversations.kind} = 'business' or ${isClientPetOfEach(sql`${conversations.trainerId}`, sql`p.id`)}))`,
  );
}

export async function listConversations(
  db: Db,
  user: ConversationReader,
  query: ConversationListQuery,
  businessName: string,
): Promise<Page<ConversationView>> {
  const unread = hasUnreadSql(user);
  // The sort key, unread first and then newest: every page continues strictly after the cursor's key.
  const unreadFirst = sql<number>`case when ${unread} then 1 else 0 end`;
  const newest = sql<number>`coalesce(${conversations.lastMessageId}, 0)`;
  const visible = readableBy(user);
  let after: SQL | undefined;
  if (query.cursor !== undefined) {
    const [cursor] = await db
      .select({ unread: unreadFirst, newest, id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, query.cursor), visible));
    // A cursor naming someone else's conversation shows nothing rather than telling it exists.
    if (!cursor) return { items: [], nextCursor: null };
    after = sql`(${unreadFirst}, ${newest}, ${conversations.id}) < (${cursor.unread}::int, ${cursor.newest}::int, ${cursor.id}::int)`;
  }
  const rows = await db
    .select({ conversation: conversations })
    .from(conversations)
    .innerJoin(owner, eq(owner.id, conversations.ownerId))
    .leftJoin(trainer, eq(trainer.id, conversations.trainerId))
    .where(and(visible, inboxFilter(user, query.filter), matches(query.q), after))
    .orderBy(desc(unreadFirst), desc(newest), desc(conversations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map((row) => row.conversation);
  const items = await conversationViews(db, user, page, businessName);
  return { items, nextCursor: rows.length > query.limit ? page[page.length - 1].id : null };
}
