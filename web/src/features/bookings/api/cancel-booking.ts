// PATCH /api/bookings/:id with status 'cancelled' (decisions.md 34's cancel).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@common/booking-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

export const cancelBooking = (id: number) => api.patch<Booking>(`/api/bookings/${id}`, { status: 'cancelled' });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }) });
}
