// GET /api/waitlist: the owner's waitlist entries, newest first (decisions.md 66). Its cache key is
// the one every waitlist change refreshes.
import { useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@common/waitlist-schemas';
import { api } from '../../../lib/api-client';

export const waitlistQueryKey = ['waitlist'] as const;

export const getWaitlist = () => api.get<WaitlistEntry[]>('/api/waitlist');

export function useWaitlist() {
  return useQuery({ queryKey: waitlistQueryKey, queryFn: getWaitlist });
}
