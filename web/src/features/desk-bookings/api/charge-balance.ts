// POST /api/admin/bookings/:id/charge-balance (staff, decisions.md 74): the stay's balance charged to
// the owner's saved card. The booking's detail, the lists and the day board are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BalanceChargeAnswer } from '@common/front-desk-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';
import { frontDeskQueryKeys } from '../../../lib/front-desk-query-keys';
import { deskBookingKeys } from './desk-booking-keys';

export function useChargeBalance(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BalanceChargeAnswer>(`/api/admin/bookings/${bookingId}/charge-balance`),
    onSettled: () => {
      for (const queryKey of [deskBookingKeys.all, frontDeskQueryKeys.all, bookingQueryKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
