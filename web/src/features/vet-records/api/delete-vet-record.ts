import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vetRecordsQueryKey } from './get-vet-records';

type DeleteArgs = { recordId: number; petId: number };

export const deleteVetRecord = ({ recordId }: DeleteArgs) => api.delete(`/api/vet-records/${recordId}`);

export function useDeleteVetRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVetRecord,
    onSuccess: (_result, { petId }) => queryClient.invalidateQueries({ queryKey: vetRecordsQueryKey(petId) }),
  });
}
