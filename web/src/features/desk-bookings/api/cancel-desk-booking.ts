// POST /api/admin/bookings/:id/cancel (staff): cancel with a full, partial or no refund and a reason.
// The answer is the booking's new detail; the lists, the day board and the owner-side booking
// caches are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskBookingDetail, StaffCancelInput } from '@common/desk-booking-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';
import { frontDeskQueryKeys } from '../../../lib/front-desk-query-keys';
import { deskBookingKeys } from './desk-booking-keys';

export function useCancelDeskBooking(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCancelInput) => api.post<DeskBookingDetail>(`/api/admin/bookings/${bookingId}/cancel`, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(deskBookingKeys.detail(bookingId), detail);
      void queryClient.invalidateQueries({ queryKey: deskBookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: frontDeskQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all });
    },
  });
}
