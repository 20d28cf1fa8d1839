// POST /api/admin/bookings/:id/check-in, /check-out and /no-show (staff, decisions.md 55). Each
// step refreshes the boards, and the bookings lists the owner side shares a cache with.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInConfirmation, StayCheckAnswer } from '@common/front-desk-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';
import { frontDeskQueryKeys } from '../../../lib/front-desk-query-keys';

export type StayStep =
  | { kind: 'check-in'; bookingId: number; belongings: string; note: string; confirm: CheckInConfirmation[] }
  | { kind: 'check-out'; bookingId: number; belongings: string; note: string }
  | { kind: 'no-show'; bookingId: number; note: string };

export const takeStayStep = ({ kind, bookingId, ...body }: StayStep) =>
  api.post<StayCheckAnswer>(`/api/admin/bookings/${bookingId}/${kind}`, body);

export function useStayStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeStayStep,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: frontDeskQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all });
    },
  });
}
