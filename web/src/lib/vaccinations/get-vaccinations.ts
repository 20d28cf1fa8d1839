// GET /api/pets/:id/vaccinations: a pet's vaccination records (issue 12). Shared, as every
// vaccination call in this folder: the pet page shows and edits them, the booking dialog warns
// with their status, the vet-records page adds from a visit (features never import each other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vaccination } from '@common/vaccination-schemas';
import { api } from '../api-client';
import { vaccinationQueryKeys } from './vaccination-query-keys';

type PetId = number | string;

export const getVaccinations = (petId: PetId) => api.get<Vaccination[]>(`/api/pets/${petId}/vaccinations`);

export const vaccinationsQueryOptions = (petId: PetId) =>
  queryOptions({ queryKey: vaccinationQueryKeys.list(petId), queryFn: () => getVaccinations(petId) });

export const useVaccinations = (petId: PetId) => useQuery(vaccinationsQueryOptions(petId));
