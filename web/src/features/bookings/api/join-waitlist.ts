// POST /api/waitlist: the request the Book Session dialog could not book, as a waitlist request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@common/booking-schemas';
import type { WaitlistEntry, WaitlistRequest } from '@common/waitlist-schemas';
import { api } from '../../../lib/api-client';
import { waitlistQueryKey } from './get-waitlist';

/** The waitlist request for a booking request that was full (boarding or training only). */
export function waitlistRequestFor(request: BookingRequest & { trainerId?: number | null }): WaitlistRequest | null {
  if (request.serviceType !== 'boarding' && request.serviceType !== 'training') return null;
  return {
    serviceType: request.serviceType,
    petIds: [request.petId, ...(request.additionalPetIds ?? [])],
    startDate: request.startDate,
    endDate: request.endDate ?? request.startDate,
    ...(request.trainerId != null ? { trainerId: request.trainerId } : {}),
  };
}

export const joinWaitlist = (request: WaitlistRequest) => api.post<WaitlistEntry>('/api/waitlist', request);

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinWaitlist, onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }) });
}
