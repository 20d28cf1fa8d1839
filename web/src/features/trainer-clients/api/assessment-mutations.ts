// POST /api/pets/:petId/assessments, PUT/DELETE /api/assessments/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Assessment, AssessmentInput } from '@common/trainer-schemas';
import { refreshPetRecords } from './session-mutations';

export function useSaveAssessment(petId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AssessmentInput }) =>
      id === undefined
        ? api.post<Assessment>(`/api/pets/${petId}/assessments`, input)
        : api.put<Assessment>(`/api/assessments/${id}`, input),
    onSuccess: () => refreshPetRecords(queryClient, petId, 'assessments'),
  });
}

export function useDeleteAssessment(petId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/assessments/${id}`),
    onSuccess: () => refreshPetRecords(queryClient, petId, 'assessments'),
  });
}
