// POST /api/conversations (decisions.md 63) from any page (the pet page, a booking, a report card,
// a journal entry, a trainer's client page): the existing conversation or a new one, then its page,
// carrying what it is about (`?bookingId=` / `?petId=`) for the first message and, as router state,
// the words to show for it ("Buddy's stay").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../app/routing/use-navigate';
import type { Conversation, ConversationStart } from '@common/message-schemas';
import { paths } from '../../app/paths';
import { api } from '../api-client';
import { reportMutationError } from '../report-mutation-error';
import { messageQueryKeys } from './message-query-keys';

/** Router state of a conversation's page: what the next message is about, in words. */
export type ConversationPageState = { aboutLabel?: string };

export type StartConversation = ConversationStart & { aboutLabel?: string };

export const startConversation = (input: ConversationStart) => api.post<Conversation>('/api/conversations', input);

export function useStartConversation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ aboutLabel: _label, ...input }: StartConversation) => startConversation(input),
    onSuccess: (conversation, { petId, bookingId, aboutLabel }) => {
      queryClient.setQueryData(messageQueryKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messageQueryKeys.conversations(), exact: false, refetchType: 'none' });
      const state: ConversationPageState = { aboutLabel };
      void navigate(paths.conversation(conversation.id, { petId, bookingId }), { state });
    },
    onError: (error) => reportMutationError(error, { title: 'Could not open the conversation' }),
  });
}
