// PUT /api/conversations/:id/read (decisions.md 63): the caller's side has read up to the newest
// message; the badge and the lists follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@common/message-schemas';
import { api } from '../../../lib/api-client';
import { storeConversation } from './thread-cache';

export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<Conversation>(`/api/conversations/${conversationId}/read`),
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
  });
}
