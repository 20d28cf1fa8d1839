import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VetRecord } from '@common/pet-schemas';
import { api } from '../../../lib/api-client';
import { petQueryKeys } from '../../../lib/pet-query';

// Nested under the pet's key: deleting the pet drops its records from the cache too.
export const vetRecordsQueryKey = (petId: number | string) => [...petQueryKeys.one(petId), 'vet-records'] as const;

export const getVetRecords = (petId: number | string) => api.get<VetRecord[]>(`/api/pets/${petId}/vet-records`);

export const vetRecordsQueryOptions = (petId: number | string) =>
  queryOptions({ queryKey: vetRecordsQueryKey(petId), queryFn: () => getVetRecords(petId) });

export const useVetRecords = (petId: number | string) => useQuery(vetRecordsQueryOptions(petId));
