// POST /api/waitlist/:id/claim: books the place held for the owner; the answer is the booking
// checkout shows next, so it seeds the booking's detail query as a new booking does.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@common/booking-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';
import { waitlistQueryKey } from './get-waitlist';

export const claimWaitlistPlace = (id: number) => api.post<Booking>(`/api/waitlist/${id}/claim`);

export function useClaimWaitlistPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimWaitlistPlace,
    onSuccess: async (booking) => {
      queryClient.setQueryData(bookingQueryKeys.one(booking.id), booking);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
        queryClient.invalidateQueries({ queryKey: bookingQueryKeys.list() }),
      ]);
    },
  });
}
