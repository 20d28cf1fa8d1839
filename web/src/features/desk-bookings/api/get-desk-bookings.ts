// GET /api/admin/bookings (staff): every booking, filtered and searched, a page at a time.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DESK_BOOKINGS_PAGE_SIZE } from '@common/desk-booking-words';
import type { DeskBookingRow } from '@common/desk-booking-schemas';
import type { BookingStatus, PaymentStatus, ServiceType } from '@common/booking-choices';
import { getPage } from '../../../lib/api-client';
import { deskBookingKeys } from './desk-booking-keys';

/** The filters as the page holds them: null (or '') means "any". */
export type DeskBookingFilters = {
  from: string | null;
  to: string | null;
  service: ServiceType | null;
  status: BookingStatus | null;
  payment: PaymentStatus | null;
  q: string;
};

export const NO_FILTERS: DeskBookingFilters = { from: null, to: null, service: null, status: null, payment: null, q: '' };

export function deskBookingsQuery(filters: DeskBookingFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(DESK_BOOKINGS_PAGE_SIZE) });
  for (const key of ['from', 'to', 'service', 'status', 'payment'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (cursor) params.set('cursor', cursor);
  return `?${params.toString()}`;
}

export const useDeskBookings = (filters: DeskBookingFilters) =>
  useInfiniteQuery({
    queryKey: deskBookingKeys.list(filters),
    queryFn: ({ pageParam }) => getPage<DeskBookingRow>(`/api/admin/bookings${deskBookingsQuery(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // While a new filter loads, the last answer stays on screen instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
