import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pet } from '../../../../../common/pet-schemas';
import { api } from '../../../lib/api-client';
import { petsQueryKey } from './get-pets';

export const petQueryKey = (petId: number | string) => [...petsQueryKey, String(petId)] as const;

export const getPet = (petId: number | string) => api.get<Pet>(`/api/pets/${petId}`);

// SPEC section 7: one pet, no retry on failure (the page redirects to /pets instead).
export const petQueryOptions = (petId: number | string) =>
  queryOptions({ queryKey: petQueryKey(petId), queryFn: () => getPet(petId), retry: false });

export const usePet = (petId: number | string) => useQuery(petQueryOptions(petId));
