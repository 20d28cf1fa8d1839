import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VetRecord } from '../../../../../common/pet-schemas';
import { api } from '../../../lib/api-client';
import { recordPetQueryKey } from './get-record-pet';

export const vetRecordsQueryKey = (petId: number | string) => [...recordPetQueryKey(petId), 'vet-records'] as const;

export const getVetRecords = (petId: number | string) => api.get<VetRecord[]>(`/api/pets/${petId}/vet-records`);

export const vetRecordsQueryOptions = (petId: number | string) =>
  queryOptions({ queryKey: vetRecordsQueryKey(petId), queryFn: () => getVetRecords(petId) });

export const useVetRecords = (petId: number | string) => useQuery(vetRecordsQueryOptions(petId));
