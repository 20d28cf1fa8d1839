// Patching the messages' caches in place (decisions.md 63): a sent, edited, uploaded or live message
// is upserted into its thread by id (an edit replaces, a new one is added to the newest page), and the
// conversation's own copy follows. The lists and the badge are refetched: their order and counts are
// the server's to decide.
import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, Message, MessageRead } from '@common/message-schemas';
import { refreshAfterEvent } from '../../../lib/query-client';
import { messageQueryKeys } from '../../../lib/messages/message-query-keys';
import type { ThreadData } from './get-messages';

const byId = (a: Message, b: Message) => a.id - b.id;

/** The thread with `message` in it: replaced where it already is, else added to the newest page. */
export function withMessage(data: ThreadData | undefined, message: Message): ThreadData | undefined {
  if (!data || data.pages.length === 0) return data;
  const found = data.pages.some((page) => page.items.some((item) => item.id === message.id));
  const pages = found
    ? data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === message.id ? message : item)) }))
    : data.pages.map((page, index) => (index === 0 ? { ...page, items: [...page.items, message].sort(byId) } : page));
  return { ...data, pages };
}

/** The conversation with `message` as its last one (when it is newer, or the same one edited). */
export function withLastMessage(conversation: Conversation | undefined, message: Message): Conversation | undefined {
  if (!conversation) return conversation;
  const last = conversation.lastMessage;
  if (last && last.id > message.id) return conversation;
  return { ...conversation, lastMessage: message };
}

/** The conversation with a side's new read receipt. */
export function withRead(conversation: Conversation | undefined, read: MessageRead): Conversation | undefined {
  if (!conversation) return conversation;
  return {
    ...conversation,
    reads: { ...conversation.reads, [read.side]: { lastReadMessageId: read.lastReadMessageId, readAt: read.readAt } },
  };
}

/** Refetches the conversation lists and the nav badge (active ones now, the rest when next shown). */
export function refreshInbox(queryClient: QueryClient): void {
  void refreshAfterEvent(queryClient, { queryKey: [...messageQueryKeys.conversations(), 'list'] });
  void refreshAfterEvent(queryClient, { queryKey: messageQueryKeys.unreadCount() });
}

/** A message the caller sent, edited or uploaded, or one the socket brought. */
export function storeMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<ThreadData>(messageQueryKeys.thread(message.conversationId), (data) => withMessage(data, message));
  queryClient.setQueryData<Conversation>(messageQueryKeys.conversation(message.conversationId), (conversation) =>
    withLastMessage(conversation, message),
  );
  refreshInbox(queryClient);
}

export function storeConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(messageQueryKeys.conversation(conversation.id), conversation);
  refreshInbox(queryClient);
}
