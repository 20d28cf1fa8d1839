// Messages (issue 29, decisions.md 63): conversations between an owner and the business (staff answer
// as the business) or an owner and a trainer of one of their pets, with text, photos and short videos,
// read receipts per side, live over /ws and e-mailed when left unread.
import { z } from 'zod';
import { bodyIdSchema } from './id-schema';
import { MAX_SAVED_REPLIES } from './limits';
import {
  CONVERSATION_KINDS,
  CONVERSATION_SIDES,
  CONVERSATION_STATUSES,
  MESSAGE_TEXT_MAX,
  MESSAGE_TEXT_REQUIRED,
  messageTooLongMessage,
} from './message-words';
import { timestampSchema } from './wire';

export * from './message-words';

/** Message text is plain text: kept as written (line breaks too), never HTML. */
const messageText = z
  .string({ error: MESSAGE_TEXT_REQUIRED })
  .trim()
  .min(1, MESSAGE_TEXT_REQUIRED)
  .max(MESSAGE_TEXT_MAX, messageTooLongMessage);

/** What a message is about: a pet, or a booking (a stay, a session); the label is the server's. */
const aboutFields = {
  petId: bodyIdSchema('petId must be a pet id').optional(),
  bookingId: bodyIdSchema('bookingId must be a booking id').optional(),
};

/**
 * POST /api/conversations (the fixed API): the owner's conversation with the business or with a
 * trainer of one of their pets, the existing one when there is one (200), else a new one (201).
 * Staff may open the business's conversation with an owner (`{ownerId}`), a trainer theirs with an
 * owner of a client pet (`{ownerId}`). `petId`/`bookingId` name what it is about: the page it was
 * started from; the next message the caller sends may carry them.
 */
export const conversationStartSchema = z.strictObject({
  with: z.union(
    [
      z.literal('business'),
      z.strictObject({ trainerId: bodyIdSchema('trainerId must be a user id') }),
      z.strictObject({ ownerId: bodyIdSchema('ownerId must be a user id') }),
    ],
    { error: "with must be 'business', {trainerId} or {ownerId}" },
  ),
  ...aboutFields,
});
export type ConversationStart = z.output<typeof conversationStartSchema>;

/** POST /api/conversations/:id/messages: `{text}`, optionally what it is about. */
export const messageInputSchema = z.strictObject({ text: messageText, ...aboutFields });
export type MessageInput = z.output<typeof messageInputSchema>;

/** PATCH /api/conversations/:id/messages/:messageId: the author's edit, within the window. */
export const messageEditSchema = z.strictObject({ text: messageText });

/** PUT /api/conversations/:id/assignee (staff): a colleague with staff rights, or null for nobody. */
export const assigneeInputSchema = z.strictObject({
  assigneeId: bodyIdSchema('assigneeId must be a staff member’s id').nullable(),
});
/** PUT /api/conversations/:id/status (staff). */
export const statusInputSchema = z.strictObject({
  status: z.enum(CONVERSATION_STATUSES, { error: 'status must be open or done' }),
});

/** GET /api/conversations query: the list's cursor, `q` (a pet's or person's name), the staff inbox's filters. */
export { INBOX_FILTERS, type InboxFilter } from './inbox-filters';

const person = z.object({ id: z.number(), name: z.string() });
const personOrNobody = z.object({ id: z.number().nullable(), name: z.string() });

export const attachmentSchema = z.object({ url: z.string(), contentType: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  /** The author; for the business's side, the staff member who wrote it (shown with the business). */
  sender: personOrNobody,
  side: z.enum(CONVERSATION_SIDES),
  text: z.string(),
  attachments: z.array(attachmentSchema),
  /** "Buddy's stay, Dec 15-20": what the message is about, from the page it was sent from. */
  about: z.object({ label: z.string(), petId: z.number().nullable(), bookingId: z.number().nullable() }).nullable(),
  createdAt: timestampSchema,
  editedAt: timestampSchema.nullable(),
});
export type Message = z.input<typeof messageSchema>;

/** Each side's read receipt: the last message it has read, and when. */
const readReceipt = z.object({ lastReadMessageId: z.number().nullable(), readAt: timestampSchema.nullable() });

export const conversationSchema = z.object({
  id: z.number(),
  kind: z.enum(CONVERSATION_KINDS),
  /** The caller's side in it (staff reading the business's conversation: `counterpart`). */
  mySide: z.enum(CONVERSATION_SIDES),
  /** The caller's view of whom they talk to: the business's name, the trainer, or the owner. */
  title: z.string(),
  owner: person,
  trainer: person.nullable(),
  /** The owner's pets the conversation concerns (all of them for the business; the trainer's client pets). */
  pets: z.array(z.object({ id: z.number(), name: z.string() })),
  status: z.enum(CONVERSATION_STATUSES),
  assignee: person.nullable(),
  /** A trainer's conversation whose trainer no longer works with the owner's pets: read-only. */
  closed: z.boolean(),
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number(),
  reads: z.object({ owner: readReceipt, counterpart: readReceipt }),
  createdAt: timestampSchema,
});
export type Conversation = z.input<typeof conversationSchema>;

export const conversationListSchema = z.array(conversationSchema);
export const messageListSchema = z.array(messageSchema);

/** `{type: 'message-read', payload}`: a side read up to a message. */
export const messageReadSchema = z.object({
  conversationId: z.number(),
  side: z.enum(CONVERSATION_SIDES),
  lastReadMessageId: z.number().nullable(),
  readAt: timestampSchema,
});
export type MessageRead = z.input<typeof messageReadSchema>;

/** `{type: 'typing', payload}`: someone is writing in a conversation (sent by clients, relayed to the other participants). */
export type TypingSignal = { conversationId: number; userId: number; name: string };

/** A saved reply staff pick in the inbox (kept in the business settings). */
export const savedReplySchema = z.strictObject({
  title: z
    .string({ error: 'A saved reply needs a title' })
    .trim()
    .min(1, 'A saved reply needs a title')
    .max(100, 'A saved reply’s title must be at most 100 characters'),
  text: messageText,
});
export type SavedReply = z.infer<typeof savedReplySchema>;
export const savedRepliesSchema = z
  .array(savedReplySchema, { error: 'Saved replies must be a list' })
  .max(MAX_SAVED_REPLIES, `At most ${MAX_SAVED_REPLIES} saved replies`);

/** GET /api/messages/staff-inbox (staff): what the inbox offers besides conversations. */
export const staffInboxSchema = z.object({
  savedReplies: z.array(z.object({ title: z.string(), text: z.string() })),
  /** Everyone a business conversation may be assigned to (staff and admins), by name. */
  colleagues: z.array(person),
});
export type StaffInbox = z.input<typeof staffInboxSchema>;
