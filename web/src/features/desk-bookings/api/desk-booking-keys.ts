// The desk's booking queries (decisions.md 61), keyed once: the list by its filters, one booking by id.
import type { DeskBookingFilters } from './get-desk-bookings';

export const deskBookingKeys = {
  all: ['desk-bookings'] as const,
  list: (filters: DeskBookingFilters) => [...deskBookingKeys.all, 'list', filters] as const,
  detail: (bookingId: number) => [...deskBookingKeys.all, 'detail', bookingId] as const,
};
