// Messages live (decisions.md 63). A new or edited message, a read and a typing signal travel on
// the hub's channel (topic `messages`), so every instance tells its own sockets: the owner's, the
// trainer's, or every staff socket for the business's conversation. NOTIFY payloads stay under
// 8000 bytes, so a message's signal carries its id and each instance loads the message itself.
import { eq } from 'drizzle-orm';
import { MAX_ID } from '../../../common/id-schema';
import { messageReadSchema, messageSchema, type ConversationSide } from '../../../common/message-schemas';
import type { Db, Tx } from '../../db/client';
import { conversations } from '../../db/schema';
import { afterCommit } from '../../platform/after-commit';
import type { SocketRegistry } from '../../platform/realtime/socket-registry';
import { conversationAudience, sideOf, type ConversationRow } from './conversation-access';
import { messageViewsByIds } from './message-views';

export const MESSAGES_TOPIC = 'messages';

type Audience = { userIds: number[]; staff: boolean };
type MessageSignal =
  | { kind: 'message'; messageId: number; audience: Audience }
  | { kind: 'read'; conversationId: number; side: ConversationSide; lastReadMessageId: number | null; readAt: string; audience: Audience }
  | { kind: 'typing'; conversationId: number; userId: number; name: string; audience: Audience };

type Conversation = Pick<ConversationRow, 'id' | 'kind' | 'ownerId' | 'trainerId'>;

const signal = (db: Db | Tx, value: MessageSignal) => afterCommit(db, MESSAGES_TOPIC, JSON.stringify(value));

/** A new or edited message: `{type:'message', payload}` once the transaction commits. */
export function signalMessage(tx: Db | Tx, conversation: Conversation, messageId: number): Promise<void> {
  return signal(tx, { kind: 'message', messageId, audience: conversationAudience(conversation) });
}

/** A side read up to a message: `{type:'message-read', payload}` once the transaction commits. */
export function signalMessageRead(
  tx: Db | Tx,
  conversation: Conversation,
  read: { side: ConversationSide; lastReadMessageId: number | null; readAt: Date },
): Promise<void> {
  return signal(tx, {
    kind: 'read',
    conversationId: conversation.id,
    side: read.side,
    lastReadMessageId: read.lastReadMessageId,
    readAt: read.readAt.toISOString(),
    audience: conversationAudience(conversation),
  });
}

/** Someone writing: relayed at once (nothing is stored) to the conversation's other participants. */
export function signalTyping(db: Db, conversation: Conversation, writer: { userId: number; name: string }): Promise<void> {
  return signal(db, { kind: 'typing', conversationId: conversation.id, ...writer, audience: conversationAudience(conversation) });
}

const isAudience = (value: unknown): value is Audience =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Audience).userIds) &&
  (value as Audience).userIds.every((id) => typeof id === 'number') &&
  typeof (value as Audience).staff === 'boolean';

/** The signal back, or null for anything malformed (it crossed the database's channel). */
export function parseMessageSignal(payload: string): MessageSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<MessageSignal> | null;
    if (typeof value !== 'object' || value === null || !isAudience(value.audience)) return null;
    if (value.kind === 'message' && typeof value.messageId === 'number') return value as MessageSignal;
    if (value.kind === 'read' && typeof value.conversationId === 'number' && typeof value.readAt === 'string')
      return value as MessageSignal;
    if (value.kind === 'typing' && typeof value.conversationId === 'number' && typeof value.userId === 'number')
      return value as MessageSignal;
    return null;
  } catch {
    return null;
  }
}

/** On every instance: the signal's event to this instance's sockets of its audience. */
export async function deliverMessageSignal(
  db: Db,
  realtime: Pick<SocketRegistry, 'sendToAudience' | 'hasAudience'>,
  payload: string,
): Promise<void> {
  const parsed = parseMessageSignal(payload);
  if (!parsed) return;
  if (parsed.kind === 'message') {
    // Loaded only for a socket here to send it to: most messages find none on most instances.
    if (!realtime.hasAudience(parsed.audience)) return;
    const [message] = await messageViewsByIds(db, [parsed.messageId]);
    if (message) realtime.sendToAudience(parsed.audience, { type: 'message', payload: messageSchema.encode(message) });
    return;
  }
  if (parsed.kind === 'read') {
    const { conversationId, side, lastReadMessageId, readAt } = parsed;
    const read = messageReadSchema.encode({ conversationId, side, lastReadMessageId, readAt: new Date(readAt) });
    realtime.sendToAudience(parsed.audience, { type: 'message-read', payload: read });
    return;
  }
  const { conversationId, userId, name } = parsed;
  realtime.sendToAudience({ ...parsed.audience, exceptUserId: userId }, { type: 'typing', payload: { conversationId, userId, name } });
}

/**
 * A client's `{type:'typing', conversationId}` over /ws: relayed when the sender may read the
 * conversation; anything malformed, or a conversation they cannot read, is ignored.
 */
export async function relayTyping(
  db: Db,
  user: { id: number; isStaff?: boolean; isAdmin?: boolean; username: string; firstName: string | null; lastName: string | null },
  message: Record<string, unknown>,
): Promise<void> {
  const { conversationId } = message;
  if (typeof conversationId !== 'number' || !Number.isInteger(conversationId) || conversationId < 1 || conversationId > MAX_ID) return;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!conversation || sideOf(user, conversation) === null) return;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
  await signalTyping(db, conversation, { userId: user.id, name });
}
