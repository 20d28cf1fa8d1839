// POST /api/bookings, PATCH /api/bookings/:id (cancel) and GET /api/bookings/availability.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Availability, Booking, BookingRequest } from '@common/booking-schemas';
import type { ServiceType } from '@common/booking-choices';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

export const createBooking = (request: BookingRequest) => api.post<Booking>('/api/bookings', request);
export const cancelBooking = (id: number) => api.patch<Booking>(`/api/bookings/${id}`, { status: 'cancelled' });

function useBookingMutation<Args>(mutationFn: (args: Args) => Promise<Booking>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }) });
}
export const useCreateBooking = () => useBookingMutation(createBooking);
export const useCancelBooking = () => useBookingMutation(cancelBooking);

export const getAvailability = (serviceType: ServiceType, from: string, to: string) =>
  api.get<Availability>(`/api/bookings/availability?serviceType=${serviceType}&from=${from}&to=${to}`);

export const availabilityQueryOptions = (serviceType: ServiceType, from: string, to: string) =>
  queryOptions({ queryKey: [...bookingQueryKeys.all, 'availability', serviceType, from, to], queryFn: () => getAvailability(serviceType, from, to) });

export const useAvailability = (serviceType: ServiceType, from: string, to: string) => useQuery(availabilityQueryOptions(serviceType, from, to));
