// DELETE /api/vaccinations/:id.
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import { useRefreshPetVaccinations } from './use-refresh-pet-vaccinations';

export const deleteVaccination = (id: number) => api.delete<void>(`/api/vaccinations/${id}`);

export function useDeleteVaccination() {
  const refresh = useRefreshPetVaccinations();
  return useMutation({
    mutationFn: ({ id }: { id: number; petId: number }) => deleteVaccination(id),
    onSuccess: (_nothing, { petId }) => refresh(petId),
  });
}
