// A conversation's messages (decisions.md 63): read a page, send plain text (what it is about fixed
// as a label), and the author's edit within MESSAGE_EDIT_MINUTES (the first text kept). Sending
// moves the sender's side's read marker to the new message and makes it the conversation's last;
// an owner's message opens a done conversation again. A closed trainer's conversation takes none.
import { and, eq } from 'drizzle-orm';
import {
  CONVERSATION_CLOSED_MESSAGE,
  EDIT_WINDOW_OVER_MESSAGE,
  MESSAGE_EDIT_MINUTES,
  type ConversationSide,
  type MessageInput,
} from '../../../common/message-schemas';
import type { Db, Tx } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import {
  conversationPets,
  isClosed,
  readableConversation,
  type ConversationReader,
  type ConversationRow,
} from '../../domain/messages/conversation-access';
import { signalMessage } from '../../domain/messages/message-live';
import { conversationMessagePage, messageViewsByIds, type MessageView } from '../../domain/messages/message-views';
import type { SessionUser } from '../../platform/auth-guard';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { Page } from '../../platform/list-query';
import { aboutOf, type About } from './about-label';

export const ONLY_AUTHOR_EDITS_MESSAGE = 'Only the person who wrote a message can edit it.';
const MINUTE_MS = 60 * 1000;

/** GET .../messages: a page, oldest first; the next cursor is the `before` of the next older page. */
export async function listMessages(
  db: Db,
  user: ConversationReader,
  id: number,
  page: { before?: number; limit: number },
): Promise<Page<MessageView>> {
  const { conversation } = await readableConversation(db, user, id);
  const { items, older } = await conversationMessagePage(db, conversation.id, page);
  return { items, nextCursor: older && items.length > 0 ? items[0].id : null };
}

/** The conversation locked for a write by `user`, refused (409) when it is closed. */
export async function writableConversation(tx: Tx, user: ConversationReader, id: number) {
  const { conversation, side } = await readableConversation(tx, user, id, { lock: true });
  const pets = (await conversationPets(tx, [conversation])).get(conversation.id) ?? [];
  if (isClosed(conversation, pets)) throw conflict(CONVERSATION_CLOSED_MESSAGE);
  return { conversation, side, pets };
}

/**
 * Stores a message from `user` on their side and makes it the conversation's last: their side has
 * read it, and an owner's message opens a done conversation again. Signals it after commit.
 */
export async function storeMessage(
  tx: Tx,
  user: Pick<SessionUser, 'id'>,
  conversation: ConversationRow,
  side: ConversationSide,
  content: { text: string; about?: About },
): Promise<number> {
  const about = content.about ?? { petId: null, bookingId: null, label: null };
  const [message] = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: user.id,
      side,
      text: content.text,
      petId: about.petId,
      bookingId: about.bookingId,
      aboutLabel: about.label,
    })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  // The side's newest message and its read marker move together (decisions.md 77: the unread flags follow).
  const read =
    side === 'owner'
      ? { ownerLastMessageId: message.id, ownerReadMessageId: message.id, ownerReadAt: message.createdAt }
      : {
          counterpartLastMessageId: message.id,
          counterpartReadMessageId: message.id,
          counterpartReadAt: message.createdAt,
          counterpartReadBy: conversation.kind === 'business' ? user.id : null,
        };
  await tx
    .update(conversations)
    .set({
      lastMessageId: message.id,
      lastMessageAt: message.createdAt,
      ...read,
      ...(side === 'owner' && conversation.status === 'done' ? { status: 'open' as const } : {}),
    })
    .where(eq(conversations.id, conversation.id));
  await signalMessage(tx, conversation, message.id);
  return message.id;
}

/** POST .../messages */
export async function sendMessage(db: Db, user: SessionUser, id: number, input: MessageInput, timeZone: (db: Db | Tx) => Promise<string>) {
  return db.transaction(async (tx) => {
    const { conversation, side, pets } = await writableConversation(tx, user, id);
    const about = await aboutOf(tx, conversation, pets, input, timeZone);
    const messageId = await storeMessage(tx, user, conversation, side, { text: input.text, about });
    // A text message: nothing is attached to it.
    const [view] = await messageViewsByIds(tx, [messageId], { attachments: false });
    return view;
  });
}

/** PATCH .../messages/:messageId: the author's, within the window; 403 for another reader, 404 for anyone else. */
export async function editMessage(db: Db, user: SessionUser, id: number, messageId: number, text: string, now = new Date()) {
  return db.transaction(async (tx) => {
    // A closed conversation is read-only: no edits either (409).
    const { conversation } = await writableConversation(tx, user, id);
    const [message] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversation.id)))
      .for('update');
    if (!message) throw notFound('The message');
    if (message.senderId !== user.id) throw forbidden(ONLY_AUTHOR_EDITS_MESSAGE);
    if (now.getTime() - message.createdAt.getTime() > MESSAGE_EDIT_MINUTES * MINUTE_MS) throw conflict(EDIT_WINDOW_OVER_MESSAGE);
    await tx
      .update(messages)
      .set({ text, editedAt: now, originalText: message.originalText ?? message.text })
      .where(eq(messages.id, message.id));
    await signalMessage(tx, conversation, message.id);
    const [view] = await messageViewsByIds(tx, [message.id]);
    return view;
  });
}
