// GET /api/waitlist: the owner's waitlist entries, newest first (decisions.md 67). Its cache key sits
// under the bookings' key, so an offer (a 'bookings' notification) and any booking change refresh it.
import { useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@common/waitlist-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

export const waitlistQueryKey = [...bookingQueryKeys.all, 'waitlist'] as const;

export const getWaitlist = () => api.get<WaitlistEntry[]>('/api/waitlist');

export function useWaitlist() {
  return useQuery({ queryKey: waitlistQueryKey, queryFn: getWaitlist });
}
