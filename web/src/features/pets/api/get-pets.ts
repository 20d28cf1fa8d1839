import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pet } from '@common/pet-schemas';
import { api } from '../../../lib/api-client';
import { petsQueryKey } from '../../../lib/pet-query';

export const getPets = () => api.get<Pet[]>('/api/pets');

export const petsQueryOptions = () => queryOptions({ queryKey: petsQueryKey, queryFn: getPets });

export const usePets = () => useQuery(petsQueryOptions());
