// GET /api/admin/bookings/:id (staff): the booking with payments, refunds, stay checks, notes and audit trail.
import { useQuery } from '@tanstack/react-query';
import type { DeskBookingDetail } from '@common/desk-booking-schemas';
import { api } from '../../../lib/api-client';
import { deskBookingKeys } from './desk-booking-keys';

export const useDeskBooking = (bookingId: number | null) =>
  useQuery({
    queryKey: deskBookingKeys.detail(bookingId ?? 0),
    queryFn: () => api.get<DeskBookingDetail>(`/api/admin/bookings/${bookingId}`),
    enabled: bookingId !== null,
  });
