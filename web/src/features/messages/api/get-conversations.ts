// GET /api/conversations (decisions.md 63): the caller's conversations, unread first, then newest,
// a page at a time (X-Next-Cursor); `q` searches by pet or person, `filter` is the staff inbox's.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Conversation } from '@common/message-schemas';
import { getPage } from '../../../lib/api-client';
import { messageQueryKeys, type ConversationListParams } from '../../../lib/messages/message-query-keys';

export const CONVERSATION_PAGE_SIZE = 30;

export function conversationsUrl({ q, filter }: ConversationListParams, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(CONVERSATION_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  // 'all' is the server's default; owners and trainers never send a filter.
  if (filter !== 'all') params.set('filter', filter);
  if (cursor) params.set('cursor', cursor);
  return `/api/conversations?${params.toString()}`;
}

export const conversationsQueryOptions = (params: ConversationListParams) =>
  infiniteQueryOptions({
    queryKey: messageQueryKeys.conversationList(params),
    queryFn: ({ pageParam }) => getPage<Conversation>(conversationsUrl(params, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useConversations = (params: ConversationListParams) =>
  // While a new search loads, the last answer stays on screen instead of a flash of skeletons.
  useInfiniteQuery({ ...conversationsQueryOptions(params), placeholderData: keepPreviousData });
