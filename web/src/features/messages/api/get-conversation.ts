// GET /api/conversations/:id (decisions.md 63): one conversation, its read receipts and staff state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@common/message-schemas';
import { api } from '../../../lib/api-client';
import { messageQueryKeys } from '../../../lib/messages/message-query-keys';

export const conversationQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: messageQueryKeys.conversation(conversationId),
    queryFn: () => api.get<Conversation>(`/api/conversations/${conversationId}`),
  });

export const useConversation = (conversationId: number) => useQuery(conversationQueryOptions(conversationId));
