import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { petQueryKeys } from '../../../lib/pet-query';
import { enrollmentQueryKeys } from '../../../lib/program-query';
import { skillProgressQueryKeys } from '../../../lib/skill-progress-query';

export const deletePet = (petId: number) => api.delete(`/api/pets/${petId}`);

export function useDeletePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePet,
    onSuccess: () => {
      // The list only: the deleted pet's own queries are dropped by forgetPet once its page is
      // gone (dropped under a mounted page, they were fetched again and answered 404).
      void queryClient.invalidateQueries({ queryKey: petQueryKeys.list() });
    },
  });
}

/**
 * Drops every cached query of a deleted pet (its profile, vaccinations, records, skills and
 * enrolments) without refetching: the back button must not show it again. Call once its page has
 * been left.
 */
export function forgetPet(queryClient: QueryClient, petId: number) {
  for (const queryKey of [
    petQueryKeys.one(petId),
    [...petQueryKeys.all, String(petId)],
    skillProgressQueryKeys.pet(petId),
    enrollmentQueryKeys.pet(petId),
  ]) {
    void queryClient.cancelQueries({ queryKey });
    queryClient.removeQueries({ queryKey });
  }
}
