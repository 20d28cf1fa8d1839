import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VetRecord, VetRecordInput } from '@common/pet-schemas';
import { api } from '../../../lib/api-client';
import { vetRecordsQueryKey } from './get-vet-records';

type CreateArgs = { petId: number; input: VetRecordInput };

export const createVetRecord = ({ petId, input }: CreateArgs) => api.post<VetRecord>(`/api/pets/${petId}/vet-records`, input);

export function useCreateVetRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVetRecord,
    onSuccess: (_record, { petId }) => queryClient.invalidateQueries({ queryKey: vetRecordsQueryKey(petId) }),
  });
}
