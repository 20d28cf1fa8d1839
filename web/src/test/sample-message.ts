// Conversations and messages as the messages API returns them (decisions.md 63); times from now.
import type { Conversation, Message } from '@common/message-schemas';
import { ownerUser } from './users';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A message in conversation 5 from the owner (Jane Doe), sent `minutes` ago (default 1). */
export function sampleMessage(overrides: Partial<Message> & { minutes?: number } = {}): Message {
  const { minutes = 1, ...rest } = overrides;
  return {
    id: 1,
    conversationId: 5,
    sender: { id: ownerUser.id, name: 'Jane Doe' },
    side: 'owner',
    text: 'Hello!',
    attachments: [],
    about: null,
    createdAt: minutesAgo(minutes),
    editedAt: null,
    ...rest,
  };
}

/** Jane Doe's conversation 5 with the business, seen from her side, with nothing read yet. */
export function sampleConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 5,
    kind: 'business',
    mySide: 'owner',
    title: 'PawsConnect',
    owner: { id: ownerUser.id, name: 'Jane Doe' },
    trainer: null,
    pets: [{ id: 7, name: 'Biscuit' }],
    status: 'open',
    assignee: null,
    closed: false,
    lastMessage: null,
    unreadCount: 0,
    reads: { owner: { lastReadMessageId: null, readAt: null }, counterpart: { lastReadMessageId: null, readAt: null } },
    createdAt: minutesAgo(60),
    ...overrides,
  };
}

/** A message from Dana at the business (staff member 4). */
export const fromDana = (overrides: Partial<Message> & { minutes?: number } = {}) =>
  sampleMessage({ sender: { id: 40, name: 'Dana' }, side: 'counterpart', text: 'Hi Jane!', ...overrides });
