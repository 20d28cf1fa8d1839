// POST /api/vaccinations/:id/proof: the certificate's photo or PDF.
import { useMutation } from '@tanstack/react-query';
import type { Vaccination } from '@common/vaccination-schemas';
import { uploadFile, type UploadOptions } from '../upload-file';
import { useRefreshPetVaccinations } from './use-refresh-pet-vaccinations';

export const uploadVaccinationProof = (id: number, file: File, options?: UploadOptions) =>
  uploadFile<Vaccination>(`/api/vaccinations/${id}/proof`, 'proof', file, options);

export function useUploadVaccinationProof() {
  const refresh = useRefreshPetVaccinations();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadVaccinationProof(id, file),
    onSuccess: (record) => refresh(record.petId),
  });
}
