// GET /api/bookings/availability: the open slots the booking dialog offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@common/booking-schemas';
import type { ServiceType } from '@common/booking-choices';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

export const getAvailability = (serviceType: ServiceType, from: string, to: string) =>
  api.get<Availability>(`/api/bookings/availability?serviceType=${serviceType}&from=${from}&to=${to}`);

export const availabilityQueryOptions = (serviceType: ServiceType, from: string, to: string) =>
  queryOptions({
    queryKey: [...bookingQueryKeys.all, 'availability', serviceType, from, to],
    queryFn: () => getAvailability(serviceType, from, to),
  });

export const useAvailability = (serviceType: ServiceType, from: string, to: string) =>
  useQuery(availabilityQueryOptions(serviceType, from, to));
