// GET /api/bookings and GET /api/bookings/:id for any feature: the bookings page, checkout,
// payment success and the pet page all show bookings, and features never import each other.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@common/booking-schemas';
import { api } from './api-client';
import { formatDateTime } from './format';

type BookingId = number | string;
export type BookingFilter = { when?: 'upcoming' | 'past'; petId?: number | string };

export const bookingQueryKeys = {
  all: ['bookings'] as const,
  list: (filter: BookingFilter = {}) => [...bookingQueryKeys.all, 'list', filter] as const,
  one: (id: BookingId) => [...bookingQueryKeys.all, 'one', String(id)] as const,
};

export function getBookings(filter: BookingFilter = {}) {
  const query = new URLSearchParams();
  if (filter.when) query.set('when', filter.when);
  if (filter.petId !== undefined) query.set('petId', String(filter.petId));
  const text = query.toString();
  return api.get<Booking[]>(`/api/bookings${text ? `?${text}` : ''}`);
}

export const getBooking = (id: BookingId) => api.get<Booking>(`/api/bookings/${id}`);

export const bookingsQueryOptions = (filter: BookingFilter = {}) =>
  queryOptions({ queryKey: bookingQueryKeys.list(filter), queryFn: () => getBookings(filter) });

export const bookingQueryOptions = (id: BookingId) =>
  queryOptions({ queryKey: bookingQueryKeys.one(id), queryFn: () => getBooking(id), retry: false });

export const useBookings = (filter: BookingFilter = {}) => useQuery(bookingsQueryOptions(filter));
export const useBooking = (id: BookingId, enabled = true) => useQuery({ ...bookingQueryOptions(id), enabled });

const SERVICE_NAMES: Record<Booking['serviceType'], string> = { boarding: 'Boarding', daycare: 'Daycare', training: 'Training' };
export const serviceName = (booking: Pick<Booking, 'serviceType'>) => SERVICE_NAMES[booking.serviceType];

/** 'December 10, 2026 at 9:00 AM to December 16, 2026 at 3:00 PM'. */
/** Every pet of the booking, the primary one first; the product's (decisions.md 33) 'Pet #id' for one without a name. */
export function bookingPetNames(booking: Pick<Booking, 'petId' | 'petName' | 'additionalPetIds' | 'additionalPetNames'>): string[] {
  const ids = [booking.petId, ...booking.additionalPetIds];
  const names = [booking.petName, ...booking.additionalPetNames];
  return ids.map((id, index) => names[index] || `Pet #${id}`);
}

export const bookingSpan = (booking: Pick<Booking, 'startDate' | 'endDate'>) =>
  `${formatDateTime(booking.startDate)} to ${formatDateTime(booking.endDate)}`;

/** decisions.md 34's badge, plus Cancelled and Refunded (decisions.md 12) and Deposit paid (decisions.md 71). */
export function bookingBadge(booking: Pick<Booking, 'status' | 'paymentStatus'>): { label: string; color: string } {
  if (booking.paymentStatus === 'refunded') return { label: 'Refunded', color: 'grape' };
  if (booking.status === 'cancelled') return { label: 'Cancelled', color: 'gray' };
  // A deposit taken, the balance due at check-out (decisions.md 71).
  if (booking.status === 'confirmed' && booking.paymentStatus === 'partially_paid') return { label: 'Deposit paid', color: 'lime' };
  if (booking.status === 'confirmed') return { label: 'Confirmed', color: 'green' };
  if (booking.status === 'checked_in') return { label: 'Checked In', color: 'teal' };
  if (booking.status === 'completed') return { label: 'Completed', color: 'gray' };
  if (booking.status === 'no_show') return { label: 'No-show', color: 'red' };
  if (booking.paymentStatus === 'pending') return { label: 'Payment Pending', color: 'yellow' };
  return { label: 'Processing', color: 'blue' };
}

/** A deposit-paid booking's balance still to pay (decisions.md 71); 0 when there is none to pay from the booking. */
export function balanceToPay(booking: Pick<Booking, 'status' | 'paymentStatus' | 'balanceDueCents'>): number {
  if (booking.paymentStatus !== 'partially_paid') return 0;
  if (booking.status === 'cancelled' || booking.status === 'no_show') return 0;
  return booking.balanceDueCents;
}
