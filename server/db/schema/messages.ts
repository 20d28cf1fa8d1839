// Messages (decisions.md 63): one conversation per owner with the business and one per owner and
// trainer, their messages (never deleted; an edit keeps the first text) and the files sent in them.
// Read receipts are per side, on the conversation: the owner's, and the counterpart's (the trainer,
// or the business's staff, with who read last). Each side's newest message is kept too, so whether a
// side has unread messages is a column of the conversation (decisions.md 77).
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CONVERSATION_KINDS,
  CONVERSATION_SIDES,
  CONVERSATION_STATUSES,
  type ConversationKind,
  type ConversationSide,
  type ConversationStatus,
} from '../../../common/message-schemas';
import { userRef } from './accounts';
import { bookingRef } from './bookings';
import { checkOneOf, createdAt, id, reference, timestamptz } from './columns';
import { petRef } from './pets';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    ownerId: userRef('owner_id', 'cascade').notNull(),
    /** The trainer of a `trainer` conversation; null for the business's. */
    trainerId: userRef('trainer_id', 'cascade'),
    /** The staff member a business conversation is assigned to. */
    assigneeId: userRef('assignee_id', 'set null'),
    status: text('status').$type<ConversationStatus>().notNull().default('open'),
    ownerReadMessageId: integer('owner_read_message_id'),
    ownerReadAt: timestamptz('owner_read_at'),
    counterpartReadMessageId: integer('counterpart_read_message_id'),
    counterpartReadAt: timestamptz('counterpart_read_at'),
    /** Who of the business's staff read last (the receipt names the business). */
    counterpartReadBy: userRef('counterpart_read_by', 'set null'),
    /** The newest message, kept here so the list orders and pages by one index. */
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamptz('last_message_at'),
    /** Each side's newest message (the owner's; the trainer's or staff's), set with every message stored. */
    ownerLastMessageId: integer('owner_last_message_id'),
    counterpartLastMessageId: integer('counterpart_last_message_id'),
    /**
     * Whether the side has a message of the other side after its read marker (decisions.md 77):
     * worked out by the database from the columns above at every write of either, so a new message
     * and a read-marking keep it in step alike. The inbox sorts unread first by it, through an index.
     */
    ownerUnread: boolean('owner_unread')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`coalesce(${conversations.counterpartLastMessageId}, 0) > coalesce(${conversations.ownerReadMessageId}, 0)`,
      ),
    counterpartUnread: boolean('counterpart_unread')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`coalesce(${conversations.ownerLastMessageId}, 0) > coalesce(${conversations.counterpartReadMessageId}, 0)`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_business_owner_idx')
      .on(t.ownerId)
      .where(sql`${t.kind} = 'business'`),
    uniqueIndex('conversations_trainer_owner_idx')
      .on(t.ownerId, t.trainerId)
      .where(sql`${t.kind} = 'trainer'`),
    index('conversations_trainer_idx').on(t.trainerId, t.lastMessageId),
    index('conversations_business_inbox_idx').on(t.kind, t.status, t.lastMessageId),
    // The staff inbox's order over the business's conversations: unread for the business first, then newest.
    index('conversations_business_unread_idx')
      .on(t.counterpartUnread, sql`coalesce(${t.lastMessageId}, 0)`, t.id)
      .where(sql`${t.kind} = 'business'`),
    checkOneOf('conversations_kind_check', t.kind, CONVERSATION_KINDS),
    checkOneOf('conversations_status_check', t.status, CONVERSATION_STATUSES),
    check('conversations_trainer_kind_check', sql`(${t.kind} = 'trainer') = (${t.trainerId} is not null)`),
  ],
);

export const conversationRef = (name: string) => reference(name, () => conversations.id, 'cascade');

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: conversationRef('conversation_id').notNull(),
    senderId: userRef('sender_id', 'set null'),
    side: text('side').$type<ConversationSide>().notNull(),
    /** Plain text as written; '' for a message that is only a photo or video. */
    text: text('text').notNull(),
    /** What it is about ("Buddy's stay, Dec 15-20"), fixed when sent. */
    petId: petRef('pet_id', 'set null'),
    bookingId: bookingRef('booking_id', 'set null'),
    aboutLabel: text('about_label'),
    createdAt: createdAt(),
    editedAt: timestamptz('edited_at'),
    /** The text as first sent, kept when the author edits it. */
    originalText: text('original_text'),
    /**
     * Set once the away check has passed over it (decisions.md 63): e-mailed because it was still
     * unread 10 minutes after it was sent, or read by then. Unset rows are the job's only work.
     */
    awaySettledAt: timestamptz('away_settled_at'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_away_due_idx')
      .on(t.createdAt)
      .where(sql`${t.awaySettledAt} is null`),
    checkOneOf('messages_side_check', t.side, CONVERSATION_SIDES),
  ],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: id(),
    messageId: reference('message_id', () => messages.id, 'cascade').notNull(),
    address: text('address').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
