// POST /api/booking-series (decisions.md 68): a weekly daycare or training, booked all or none. The
// answer's occurrences seed their detail queries, so checkout shows the first without fetching it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingSeriesCreated, BookingSeriesRequest } from '@common/booking-series-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

export const createBookingSeries = (request: BookingSeriesRequest) => api.post<BookingSeriesCreated>('/api/booking-series', request);

export function useCreateBookingSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookingSeries,
    onSuccess: (created) => {
      for (const booking of created.bookings) queryClient.setQueryData(bookingQueryKeys.one(booking.id), booking);
      const seeded = new Set(created.bookings.map((booking) => JSON.stringify(bookingQueryKeys.one(booking.id))));
      return queryClient.invalidateQueries({
        queryKey: bookingQueryKeys.all,
        predicate: (query) => !seeded.has(JSON.stringify(query.queryKey)),
      });
    },
  });
}
