// The business's public settings (GET /api/business, decisions.md 51): its name, time zone, prices,
// slots, cancellation window and vaccine rules. The booking dialog, the landing page and the
// vaccination status all read them, so the query lives here, written once.
import { useQuery } from '@tanstack/react-query';
import type { PublicBusiness } from '@common/business-settings';
import { api } from './api-client';

export const businessQueryKey = ['business'] as const;

export const getBusiness = () => api.get<PublicBusiness>('/api/business');

export const useBusiness = () => useQuery({ queryKey: businessQueryKey, queryFn: getBusiness, staleTime: 60_000 });
