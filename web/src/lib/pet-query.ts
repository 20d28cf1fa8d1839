// GET /api/pets and GET /api/pets/:petId for any feature. Pet profiles, vet records and the
// next features (bookings, training, the skills cart) all show pets, and features never import
// each other, so the fetchers, the query options and the query keys live here, written once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pet } from '@common/pet-schemas';
import { api } from './api-client';

type PetId = number | string;

/**
 * Every pet query key. `all` prefixes the others, so invalidating it refreshes everything about
 * pets; a pet's own data (its vet records, say) nests under `one(petId)`, so removing that key
 * after a delete drops it all.
 */
export const petQueryKeys = {
  all: ['pets'] as const,
  list: () => [...petQueryKeys.all, 'list'] as const,
  one: (petId: PetId) => [...petQueryKeys.all, 'one', String(petId)] as const,
};

export const getPets = () => api.get<Pet[]>('/api/pets');

export const getPet = (petId: PetId) => api.get<Pet>(`/api/pets/${petId}`);

/** The signed-in user's pets (decisions.md 37: GET /api/pets). */
export const petsQueryOptions = () => queryOptions({ queryKey: petQueryKeys.list(), queryFn: getPets });

// decisions.md 37 (calls): one pet, no retry on failure (the page sends the owner back to /pets instead).
export const petQueryOptions = (petId: PetId) =>
  queryOptions({ queryKey: petQueryKeys.one(petId), queryFn: () => getPet(petId), retry: false });

export const usePets = () => useQuery(petsQueryOptions());

export const usePet = (petId: PetId) => useQuery(petQueryOptions(petId));

/**
 * A page narrowed to one pet (`?petId=`) whose pet cannot be loaded (gone, another owner's, the
 * server down): what useLeaveOnFailure shows before it goes to the page's unnarrowed `to`.
 */
export const petFilterFailed = (to: string) => ({ title: 'Could not load that pet', message: 'Showing all your pets instead.', to });
