// The pet whose records are shown. The key is the one the pets feature uses for a profile
// (['/api/pets', id]), so both pages share one cache entry and one invalidation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pet } from '../../../../../common/pet-schemas';
import { api } from '../../../lib/api-client';

export const recordPetQueryKey = (petId: number | string) => ['/api/pets', String(petId)] as const;

export const getRecordPet = (petId: number | string) => api.get<Pet>(`/api/pets/${petId}`);

// SPEC section 7: no retry; the page sends the owner back to /pets instead.
export const recordPetQueryOptions = (petId: number | string) =>
  queryOptions({ queryKey: recordPetQueryKey(petId), queryFn: () => getRecordPet(petId), retry: false });

export const useRecordPet = (petId: number | string) => useQuery(recordPetQueryOptions(petId));
