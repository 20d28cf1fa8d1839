// What the next message is about (decisions.md 63): a conversation opened from a booking or a pet
// carries `?bookingId=` or `?petId=` (and, from the page that opened it, the words as router state).
// The composer shows it above itself, sends it with the next message, and then (or on ×) drops it.
import { useLocation, useSearchParams } from 'react-router';
import { joinNames } from '@common/name-list';
import type { Conversation } from '@common/message-schemas';
import type { ConversationPageState } from '../../../lib/messages/start-conversation';

export type MessageAbout = { petId?: number; bookingId?: number; label: string };

const idParam = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
};

export function useMessageAbout(conversation: Conversation): { about: MessageAbout | null; drop: () => void } {
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as ConversationPageState | null;
  const bookingId = idParam(params.get('bookingId'));
  const petId = idParam(params.get('petId'));
  const drop = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('bookingId');
        next.delete('petId');
        return next;
      },
      { replace: true, state: null },
    );
  if (bookingId === undefined && petId === undefined) return { about: null, drop };
  const petName = joinNames(conversation.pets.filter((pet) => pet.id === petId).map((pet) => pet.name));
  const label = state?.aboutLabel || (bookingId !== undefined ? 'this booking' : petName || 'this pet');
  return { about: { bookingId, petId, label }, drop };
}
