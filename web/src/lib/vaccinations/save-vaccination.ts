// POST /api/pets/:id/vaccinations (add) and PUT /api/vaccinations/:id (edit): one hook, as the
// vaccination dialog adds or edits with the same form.
import { useMutation } from '@tanstack/react-query';
import type { Vaccination, VaccinationInput } from '@common/vaccination-schemas';
import { api } from '../api-client';
import { useRefreshPetVaccinations } from './use-refresh-pet-vaccinations';

export const createVaccination = (petId: number, input: VaccinationInput) =>
  api.post<Vaccination>(`/api/pets/${petId}/vaccinations`, input);
export const updateVaccination = (id: number, input: VaccinationInput) => api.put<Vaccination>(`/api/vaccinations/${id}`, input);

/** Adds (no `id`) or edits a record; refreshes the pet's list and status. */
export function useSaveVaccination() {
  const refresh = useRefreshPetVaccinations();
  return useMutation({
    mutationFn: ({ petId, id, input }: { petId: number; id?: number; input: VaccinationInput }) =>
      id === undefined ? createVaccination(petId, input) : updateVaccination(id, input),
    onSuccess: (record) => refresh(record.petId),
  });
}
