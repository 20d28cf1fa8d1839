// GET /api/bookings/:id/journal (decisions.md 60), in lib/ because the owner's booking details, the
// front desk's journal dialog and the real-time channel (which refreshes it live) all use it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Journal } from '@common/journal-schemas';
import { api } from './api-client';

export const journalQueryKeys = {
  all: ['journal'] as const,
  stay: (bookingId: number) => [...journalQueryKeys.all, bookingId] as const,
};

export const journalQueryOptions = (bookingId: number) =>
  queryOptions({ queryKey: journalQueryKeys.stay(bookingId), queryFn: () => api.get<Journal>(`/api/bookings/${bookingId}/journal`) });

export const useJournal = (bookingId: number, enabled = true) => useQuery({ ...journalQueryOptions(bookingId), enabled });
