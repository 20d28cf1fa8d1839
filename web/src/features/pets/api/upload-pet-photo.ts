// POST /api/pets/:petId/photo (multipart field 'photo'), with upload progress for a progress bar.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pet } from '@common/pet-schemas';
import { petQueryKeys } from '../../../lib/pet-query';
import { uploadFile, type UploadOptions } from '../../../lib/upload-file';

type UploadArgs = { petId: number; file: File };

export const uploadPetPhoto = ({ petId, file }: UploadArgs, options?: UploadOptions) =>
  uploadFile<Pet>(`/api/pets/${petId}/photo`, 'photo', file, options);

/** The upload mutation plus its progress (0-100) for a progress bar. */
export function useUploadPetPhoto() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (args: UploadArgs) => {
      setProgress(0);
      return uploadPetPhoto(args, { onProgress: setProgress });
    },
    onSuccess: (pet) => {
      queryClient.setQueryData(petQueryKeys.one(pet.id), pet);
      return queryClient.invalidateQueries({ queryKey: petQueryKeys.list() });
    },
  });
  return { ...mutation, progress };
}
