// PATCH /api/conversations/:id/messages/:messageId (decisions.md 63): the author's edit, within
// MESSAGE_EDIT_MINUTES of sending (409 after).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@common/message-schemas';
import { api } from '../../../lib/api-client';
import { storeMessage } from './thread-cache';

export function useEditMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, text }: { messageId: number; text: string }) =>
      api.patch<Message>(`/api/conversations/${conversationId}/messages/${messageId}`, { text }),
    onSuccess: (message) => storeMessage(queryClient, message),
  });
}
