// A pet's vaccination records and status (issue 12) for any feature: the pet page shows and edits
// them, the pet cards badge them, the booking dialog warns with them, the vet-records page adds
// from a visit. Keys nest under the pet's own key, so a deleted pet takes them along.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Vaccination, VaccinationInput, VaccinationStatusReport, VaccinesDue } from '@common/vaccination-schemas';
import { api } from './api-client';
import { petQueryKeys } from './pet-query';
import { uploadFile, type UploadOptions } from './upload-file';

type PetId = number | string;

export const vaccinationQueryKeys = {
  list: (petId: PetId) => [...petQueryKeys.one(petId), 'vaccinations'] as const,
  /** Every status query of the pet, whatever day it was asked through. */
  statusAll: (petId: PetId) => [...petQueryKeys.one(petId), 'vaccination-status'] as const,
  status: (petId: PetId, through?: string) => [...vaccinationQueryKeys.statusAll(petId), through ?? 'today'] as const,
};

export const getVaccinations = (petId: PetId) => api.get<Vaccination[]>(`/api/pets/${petId}/vaccinations`);

export const getVaccinationStatus = (petId: PetId, through?: string) =>
  api.get<VaccinationStatusReport>(`/api/pets/${petId}/vaccination-status${through ? `?through=${through}` : ''}`);

export const vaccinationsQueryOptions = (petId: PetId) =>
  queryOptions({ queryKey: vaccinationQueryKeys.list(petId), queryFn: () => getVaccinations(petId) });

/** The required vaccines per service, judged through `through` (default today). */
export const vaccinationStatusQueryOptions = (petId: PetId, through?: string) =>
  queryOptions({ queryKey: vaccinationQueryKeys.status(petId, through), queryFn: () => getVaccinationStatus(petId, through) });

export const useVaccinations = (petId: PetId) => useQuery(vaccinationsQueryOptions(petId));

export const useVaccinationStatus = (petId: PetId, through?: string) => useQuery(vaccinationStatusQueryOptions(petId, through));

/**
 * Which of the user's pets have a vaccine some service requires overdue or missing today ('Vaccines
 * due' on the pet cards): one answer for the whole list. Under the pet list's key, so adding,
 * editing or removing a pet refreshes it too.
 */
export const vaccinesDueQueryOptions = () =>
  queryOptions({ queryKey: [...petQueryKeys.list(), 'vaccines-due'] as const, queryFn: () => api.get<VaccinesDue>('/api/vaccines-due') });

export const useVaccinesDue = () => useQuery(vaccinesDueQueryOptions());

function useRefreshPetVaccinations() {
  const queryClient = useQueryClient();
  return (petId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vaccinationQueryKeys.list(petId) }),
      queryClient.invalidateQueries({ queryKey: vaccinationQueryKeys.statusAll(petId) }),
      queryClient.invalidateQueries({ queryKey: vaccinesDueQueryOptions().queryKey }),
    ]);
}

export const createVaccination = (petId: number, input: VaccinationInput) =>
  api.post<Vaccination>(`/api/pets/${petId}/vaccinations`, input);
export const updateVaccination = (id: number, input: VaccinationInput) => api.put<Vaccination>(`/api/vaccinations/${id}`, input);
export const deleteVaccination = (id: number) => api.delete<void>(`/api/vaccinations/${id}`);
export const uploadVaccinationProof = (id: number, file: File, options?: UploadOptions) =>
  uploadFile<Vaccination>(`/api/vaccinations/${id}/proof`, 'proof', file, options);

/** Adds (no `id`) or edits a record; refreshes the pet's list and status. */
export function useSaveVaccination() {
  const refresh = useRefreshPetVaccinations();
  return useMutation({
    mutationFn: ({ petId, id, input }: { petId: number; id?: number; input: VaccinationInput }) =>
      id === undefined ? createVaccination(petId, input) : updateVaccination(id, input),
    onSuccess: (record) => refresh(record.petId),
  });
}

export function useDeleteVaccination() {
  const refresh = useRefreshPetVaccinations();
  return useMutation({
    mutationFn: ({ id }: { id: number; petId: number }) => deleteVaccination(id),
    onSuccess: (_nothing, { petId }) => refresh(petId),
  });
}

export function useUploadVaccinationProof() {
  const refresh = useRefreshPetVaccinations();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadVaccinationProof(id, file),
    onSuccess: (record) => refresh(record.petId),
  });
}
