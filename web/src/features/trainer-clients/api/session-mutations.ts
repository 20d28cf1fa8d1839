// POST /api/pets/:petId/sessions, PUT/DELETE /api/sessions/:id. Each success marks the pet's
// sessions and timeline stale (and the trainer's lists, whose analytics count sessions).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { petRecordKey, trainerQueryKeys } from '../../../lib/trainer-query';
import type { SessionInput, TrainingSession } from '@common/trainer-schemas';

export const refreshPetRecords = (queryClient: QueryClient, petId: number, kind: 'sessions' | 'assessments' | 'report-cards') =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: petRecordKey(petId, kind) }),
    queryClient.invalidateQueries({ queryKey: petRecordKey(petId, 'timeline') }),
    queryClient.invalidateQueries({ queryKey: trainerQueryKeys.all }),
  ]);

export function useSaveSession(petId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SessionInput }) =>
      id === undefined
        ? api.post<TrainingSession>(`/api/pets/${petId}/sessions`, input)
        : api.put<TrainingSession>(`/api/sessions/${id}`, input),
    onSuccess: () => refreshPetRecords(queryClient, petId, 'sessions'),
  });
}

export function useDeleteSession(petId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/sessions/${id}`),
    onSuccess: () => refreshPetRecords(queryClient, petId, 'sessions'),
  });
}
