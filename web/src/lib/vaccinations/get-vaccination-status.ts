// GET /api/pets/:id/vaccination-status: the required vaccines per service, judged through
// `through` (default today).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VaccinationStatusReport } from '@common/vaccination-schemas';
import { api } from '../api-client';
import { vaccinationQueryKeys } from './vaccination-query-keys';

type PetId = number | string;

export const getVaccinationStatus = (petId: PetId, through?: string) =>
  api.get<VaccinationStatusReport>(`/api/pets/${petId}/vaccination-status${through ? `?through=${through}` : ''}`);

export const vaccinationStatusQueryOptions = (petId: PetId, through?: string) =>
  queryOptions({ queryKey: vaccinationQueryKeys.status(petId, through), queryFn: () => getVaccinationStatus(petId, through) });

export const useVaccinationStatus = (petId: PetId, through?: string) => useQuery(vaccinationStatusQueryOptions(petId, through));
