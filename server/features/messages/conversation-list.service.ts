// GET /api/conversations (decisions.md 63): the caller's conversations as owner and as trainer and,
// for staff, the business's; unread first (the kept flags, decisions.md 77), then the newest
// message first. The cursor is the last conversation of the previous page: the next page holds
// what sorts after it. `q` finds a conversation by the owner's name or username, the trainer's name
// or a pet's name; staff filter the business's conversations (mine, unassigned, done).
import { and, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InboxFilter } from '../../../common/message-schemas';
import type { Db } from '../../db/client';
import { conversations, users } from '../../db/schema';
import type { ConversationReader } from '../../domain/messages/conversation-access';
import { isClientPetOfEach } from '../../platform/access/trainer-pets';
import { likePattern } from '../../platform/like-pattern';
import type { Page } from '../../platform/list-query';
import { personNameSql } from '../../platform/person-name';
import { isStaffReader, readableBy } from './conversation-queries';
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

/**
 * `readableBy` split into disjoint parts, each with the unread flag of the reader's side there
 * (decisions.md 77): theirs as owner (of either kind); theirs as trainer; and, for staff, the
 * business's. Each part pages through an index in the list's order; one query over all of them
 * would sort every conversation the business has for a staff member's first page.
 */
function readableParts(user: ConversationReader): { where: SQL; unread: AnyPgColumn }[] {
  // Theirs as owner by kind, so each finds its rows through its kind's index on the owner.
  const parts = [
    { where: and(eq(conversations.kind, 'business'), eq(conversations.ownerId, user.id))!, unread: conversations.ownerUnread },
    { where: and(eq(conversations.kind, 'trainer'), eq(conversations.ownerId, user.id))!, unread: conversations.ownerUnread },
    {
      where: and(eq(conversations.kind, 'trainer'), eq(conversations.trainerId, user.id), ne(conversations.ownerId, user.id))!,
      unread: conversations.counterpartUnread,
    },
  ];
  if (isStaffReader(user)) {
    parts.push({
      where: and(eq(conversations.kind, 'business'), ne(conversations.ownerId, user.id))!,
      unread: conversations.counterpartUnread,
    });
  }
  return parts;
}

/** The list's sort key, newest first after unread first; the same expression as the staff inbox's index. */
const newest = sql<number>`coalesce(${conversations.lastMessageId}, 0)`;

export async function listConversations(
  db: Db,
  user: ConversationReader,
  query: ConversationListQuery,
  businessName: string,
): Promise<Page<ConversationView>> {
  // The reader's side's kept flag (decisions.md 77): the side that owns the conversation, or the other.
  const unreadFirst = sql<number>`case when ${conversations.ownerId} = ${user.id} then ${conversations.ownerUnread}::int
    else ${conversations.counterpartUnread}::int end`;
  const visible = readableBy(user);
  let cursor: { unread: boolean; newest: number; id: number } | undefined;
  if (query.cursor !== undefined) {
    const [row] = await db
      .select({ unread: unreadFirst, newest, id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, query.cursor), visible));
    // A cursor naming someone else's conversation shows nothing rather than telling it exists.
    if (!row) return { items: [], nextCursor: null };
    cursor = { unread: Number(row.unread) === 1, newest: Number(row.newest), id: row.id };
  }
  // Every part's first page after the cursor (each strictly after the cursor's key), then the page among them.
  const firstPages = readableParts(user).map((part) => {
    const after =
      cursor &&
      sql`(${part.unread}, ${newest}, ${conversations.id}) < (${cursor.unread}::boolean, ${cursor.newest}::int, ${cursor.id}::int)`;
    const where = and(part.where, inboxFilter(user, query.filter), after);
    const ids = db.select({ id: conversations.id }).from(conversations);
    // The names are joined only to search them.
    const searched = query.q?.trim()
      ? ids
          .innerJoin(owner, eq(owner.id, conversations.ownerId))
          .leftJoin(trainer, eq(trainer.id, conversations.trainerId))
          .where(and(where, matches(query.q)))
      : ids.where(where);
    return sql`(${searched.orderBy(desc(part.unread), desc(newest), desc(conversations.id)).limit(query.limit + 1)})`;
  });
  const rows = await db
    .select({ conversation: conversations })
    .from(conversations)
    .where(and(visible, sql`${conversations.id} in (${sql.join(firstPages, sql` union all `)})`))
    .orderBy(desc(unreadFirst), desc(newest), desc(conversations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map((row) => row.conversation);
  const items = await conversationViews(db, user, page, businessName);
  return { items, nextCursor: rows.length > query.limit ? page[page.length - 1].id : null };
}
