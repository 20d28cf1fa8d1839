// POST /api/admin/bookings/:id/notes (staff): a note for the team, never shown to the owner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffNote } from '@common/desk-booking-schemas';
import { api } from '../../../lib/api-client';
import { deskBookingKeys } from './desk-booking-keys';

export function useAddStaffNote(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<StaffNote>(`/api/admin/bookings/${bookingId}/notes`, { text }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deskBookingKeys.detail(bookingId) }),
  });
}
