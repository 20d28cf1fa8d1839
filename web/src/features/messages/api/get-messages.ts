// GET /api/conversations/:id/messages (decisions.md 63): the newest page first, then older pages
// as the reader scrolls up (`before` = the previous page's X-Next-Cursor). Each page is oldest first.
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE } from '@common/message-words';
import type { Message } from '@common/message-schemas';
import { getPage } from '../../../lib/api-client';
import { messageQueryKeys } from '../../../lib/messages/message-query-keys';

export type MessagePage = { items: Message[]; nextCursor: string | null };
export type ThreadData = InfiniteData<MessagePage, string | null>;

export function messagesUrl(conversationId: number, before: string | null): string {
  const params = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before) params.set('before', before);
  return `/api/conversations/${conversationId}/messages?${params.toString()}`;
}

export const threadQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: messageQueryKeys.thread(conversationId),
    queryFn: ({ pageParam }) => getPage<Message>(messagesUrl(conversationId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useThread = (conversationId: number) => useInfiniteQuery(threadQueryOptions(conversationId));

/** Every loaded message, oldest first (the pages come newest page first). */
export const threadMessages = (data: { pages: MessagePage[] } | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.items) : [];
