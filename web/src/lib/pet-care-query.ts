// GET/PUT /api/pets/:petId/care (decisions.md 54) for any feature: the pet page edits the care
// instructions and the booking dialog shows them for review before a stay.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareAnswer, CareInstructionsInput } from '@common/care-schemas';
import { api } from './api-client';
import { petQueryKeys } from './pet-query';

type PetId = number | string;

/** Under the pet's own key: deleting the pet drops its care instructions too. */
export const careQueryKey = (petId: PetId) => [...petQueryKeys.one(petId), 'care'] as const;

export const getCare = (petId: PetId) => api.get<CareAnswer>(`/api/pets/${petId}/care`);
export const saveCare = (petId: PetId, care: CareInstructionsInput) => api.put<CareAnswer>(`/api/pets/${petId}/care`, care);

export const careQueryOptions = (petId: PetId) => queryOptions({ queryKey: careQueryKey(petId), queryFn: () => getCare(petId) });

export const useCare = (petId: PetId, options: { enabled?: boolean } = {}) => useQuery({ ...careQueryOptions(petId), ...options });

export function useSaveCare(petId: PetId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (care: CareInstructionsInput) => saveCare(petId, care),
    onSuccess: (saved) => queryClient.setQueryData(careQueryKey(petId), saved),
  });
}
