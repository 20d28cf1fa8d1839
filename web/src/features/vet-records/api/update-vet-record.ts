import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VetRecord, VetRecordInput } from '@common/pet-schemas';
import { api } from '../../../lib/api-client';
import { vetRecordsQueryKey } from './get-vet-records';

type UpdateArgs = { recordId: number; petId: number; input: VetRecordInput };

export const updateVetRecord = ({ recordId, input }: UpdateArgs) => api.put<VetRecord>(`/api/vet-records/${recordId}`, input);

export function useUpdateVetRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVetRecord,
    onSuccess: (_record, { petId }) => queryClient.invalidateQueries({ queryKey: vetRecordsQueryKey(petId) }),
  });
}
