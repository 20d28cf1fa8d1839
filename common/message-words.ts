// Messages' kinds, limits and messages without zod: the pages need only these (common/message-schemas.ts
// builds the API's schemas on them and re-exports them).
import { MAX_SAVED_REPLIES, MAX_TEXT_LENGTH } from './limits';

/** `business`: the owner and the business's staff; `trainer`: the owner and one trainer. */
export const CONVERSATION_KINDS = ['business', 'trainer'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Staff mark a business conversation done; a new message from the owner opens it again. */
export const CONVERSATION_STATUSES = ['open', 'done'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/**
 * The two sides of a conversation: the owner's, and the other one (the business's staff, or the
 * trainer). Read receipts are kept per side: "Seen" means the other side read up to that message.
 */
export const CONVERSATION_SIDES = ['owner', 'counterpart'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

export const MESSAGE_TEXT_MAX = MAX_TEXT_LENGTH;
/** A message is edited only by its author, this long after it was sent; it is then marked edited. */
export const MESSAGE_EDIT_MINUTES = 15;
/** A message still unread this long after it was sent is e-mailed to its recipient. */
export const MESSAGE_AWAY_MINUTES = 10;
/** Messages per page of a conversation (older ones load as the reader scrolls up). */
export const MESSAGE_PAGE_SIZE = 50;
export { MAX_SAVED_REPLIES };

export const MESSAGE_TEXT_REQUIRED = 'Please write a message';
export const messageTooLongMessage = `A message must be at most ${MESSAGE_TEXT_MAX} characters`;
export const CONVERSATION_CLOSED_MESSAGE = 'This conversation is closed: the trainer no longer works with your pets.';
export const EDIT_WINDOW_OVER_MESSAGE = `A message can be edited for ${MESSAGE_EDIT_MINUTES} minutes after it is sent.`;
