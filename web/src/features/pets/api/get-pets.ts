import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pet } from '../../../../../common/pet-schemas';
import { api } from '../../../lib/api-client';

/** Every pet query key starts here, so invalidating it refreshes lists, profiles and records. */
export const petsQueryKey = ['/api/pets'] as const;

export const getPets = () => api.get<Pet[]>('/api/pets');

export const petsQueryOptions = () => queryOptions({ queryKey: petsQueryKey, queryFn: getPets });

export const usePets = () => useQuery(petsQueryOptions());
