// The product's PATCH (decisions.md 35) /api/bookings/:id after payment: the server re-checks with the provider and
// answers 409 if unpaid. Lists are cached until told otherwise, so a paid booking must not
// show 'Payment Pending' after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@common/booking-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

export const confirmBookingPaid = (bookingId: number) =>
  api.patch<Booking>(`/api/bookings/${bookingId}`, { status: 'confirmed', paymentStatus: 'paid' });

export function useConfirmBookingPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBookingPaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
  });
}
