import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pet, PetInput } from '@common/pet-schemas';
import { api } from '../../../lib/api-client';
import { petQueryKeys } from '../../../lib/pet-query';

export const updatePet = ({ petId, input }: { petId: number; input: PetInput }) => api.put<Pet>(`/api/pets/${petId}`, input);

export function useUpdatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePet,
    onSuccess: (pet) => {
      queryClient.setQueryData(petQueryKeys.one(pet.id), pet);
      return queryClient.invalidateQueries({ queryKey: petQueryKeys.list() });
    },
  });
}
