import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pet, PetInput } from '@common/pet-schemas';
import { api } from '../../../lib/api-client';
import { petQueryKeys } from '../../../lib/pet-query';

export const createPet = (input: PetInput) => api.post<Pet>('/api/pets', input);

export function useCreatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petQueryKeys.list() }),
  });
}
