// DELETE /api/waitlist/:id: the owner stops waiting (a place held for them goes to the next person).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waitlistQueryKey } from './get-waitlist';

export const leaveWaitlist = (id: number) => api.delete<void>(`/api/waitlist/${id}`);

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveWaitlist, onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }) });
}
