// POST /api/bookings. The answer is the booking checkout shows next, so it seeds the booking's
// detail query: checkout does not fetch what the server has just sent (issue 25).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingRequest } from '@common/booking-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

export const createBooking = (request: BookingRequest) => api.post<Booking>('/api/bookings', request);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKeys.one(booking.id), booking);
      // Lists and availability change; the detail just seeded is already current.
      const seeded = bookingQueryKeys.one(booking.id);
      return queryClient.invalidateQueries({
        queryKey: bookingQueryKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(seeded),
      });
    },
  });
}
