import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { petQueryKeys } from '../../../lib/pet-query';

export const deletePet = (petId: number) => api.delete(`/api/pets/${petId}`);

export function useDeletePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePet,
    onSuccess: (_result, petId) => {
      // Not awaited: the caller leaves the profile page at once, and its cache entry (with the
      // pet's vet records) must not be shown again from the back button.
      queryClient.removeQueries({ queryKey: petQueryKeys.one(petId) });
      void queryClient.invalidateQueries({ queryKey: petQueryKeys.list() });
    },
  });
}
