// POST /api/conversations/:id/messages (decisions.md 63): `{text}`, and what it is about when the
// conversation was opened from a pet or a booking.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, MessageInput } from '@common/message-schemas';
import { api } from '../../../lib/api-client';
import { storeMessage } from './thread-cache';

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInput) => api.post<Message>(`/api/conversations/${conversationId}/messages`, input),
    onSuccess: (message) => storeMessage(queryClient, message),
  });
}
