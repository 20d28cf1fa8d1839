// The staff inbox's actions on a business conversation (decisions.md 63): PUT .../assignee
// `{assigneeId}` (a colleague, or null for nobody) and PUT .../status `{status}` (done, or open again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationStatus } from '@common/message-schemas';
import { api } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { storeConversation } from './thread-cache';

export function useSetAssignee(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: number | null) => api.put<Conversation>(`/api/conversations/${conversationId}/assignee`, { assigneeId }),
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
    onError: (error) => reportMutationError(error, { title: 'Could not assign the conversation' }),
  });
}

export function useSetStatus(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ConversationStatus) => api.put<Conversation>(`/api/conversations/${conversationId}/status`, { status }),
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
    onError: (error) => reportMutationError(error, { title: 'Could not change the conversation' }),
  });
}
