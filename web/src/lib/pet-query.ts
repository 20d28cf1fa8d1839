// GET /api/pets/:petId. Two features show one pet (its profile and its vet records page), and
// features never import each other, so the query lives here: one fetcher, one cache entry, and
// one key that lists, profiles and records all nest under.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pet } from '@common/pet-schemas';
import { api } from './api-client';

/** Every pet query key starts here, so invalidating it refreshes lists, profiles and records. */
export const petsQueryKey = ['/api/pets'] as const;

export const petQueryKey = (petId: number | string) => [...petsQueryKey, String(petId)] as const;

export const getPet = (petId: number | string) => api.get<Pet>(`/api/pets/${petId}`);

// SPEC section 7: one pet, no retry on failure (the page sends the owner back to /pets instead).
export const petQueryOptions = (petId: number | string) =>
  queryOptions({ queryKey: petQueryKey(petId), queryFn: () => getPet(petId), retry: false });

export const usePet = (petId: number | string) => useQuery(petQueryOptions(petId));
