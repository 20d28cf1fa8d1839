// The messages' query keys (decisions.md 63), written once: the messages feature reads and patches
// them, and the buttons that start a conversation from other pages (start-conversation.ts) prime
// them. Every key starts with 'messages', so one invalidation refreshes the whole inbox.
import type { InboxFilter } from '@common/message-schemas';

export type ConversationListParams = { q: string; filter: InboxFilter };

export const messageQueryKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageQueryKeys.all, 'conversations'] as const,
  conversationList: (params: ConversationListParams) => [...messageQueryKeys.conversations(), 'list', params] as const,
  conversation: (conversationId: number) => [...messageQueryKeys.conversations(), 'one', conversationId] as const,
  thread: (conversationId: number) => [...messageQueryKeys.all, 'thread', conversationId] as const,
  unreadCount: () => [...messageQueryKeys.all, 'unread-count'] as const,
};
