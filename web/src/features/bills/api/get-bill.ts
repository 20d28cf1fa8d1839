// GET /api/bookings/:id/bill (decisions.md 69): a booking's bill, for its owner and for staff.
import { useQuery } from '@tanstack/react-query';
import type { Bill } from '@common/bill-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

/** The bill follows the booking: a payment or a refund that refreshes the booking refreshes it too. */
export const billQueryKey = (bookingId: string) => [...bookingQueryKeys.one(bookingId), 'bill'] as const;

export const useBill = (bookingId: string) =>
  useQuery({
    queryKey: billQueryKey(bookingId),
    queryFn: () => api.get<Bill>(`/api/bookings/${bookingId}/bill`),
    retry: false,
  });

export const billPdfAddress = (bookingId: number | string) => `/api/bookings/${bookingId}/bill.pdf`;
