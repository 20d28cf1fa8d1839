// The photo goes up with XMLHttpRequest, not fetch, because only XHR reports upload progress
// (DESIGN decision 10: real uploads with a progress bar).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pet } from '@common/pet-schemas';
import { apiErrorFrom, networkError } from '../../../lib/api-client';
import { petQueryKey, petsQueryKey } from '../../../lib/pet-query';


type UploadArgs = { petId: number; file: File; onProgress?: (percent: number) => void };

export function uploadPetPhoto({ petId, file, onProgress }: UploadArgs): Promise<Pet> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/pets/${petId}/photo`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as Pet);
      else reject(apiErrorFrom(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(networkError('The upload did not finish.'));
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
}

/** The upload mutation plus its progress (0-100) for a progress bar. */
export function useUploadPetPhoto() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (args: Omit<UploadArgs, 'onProgress'>) => {
      setProgress(0);
      return uploadPetPhoto({ ...args, onProgress: setProgress });
    },
    onSuccess: (pet) => {
      queryClient.setQueryData(petQueryKey(pet.id), pet);
      return queryClient.invalidateQueries({ queryKey: petsQueryKey, exact: true });
    },
  });
  return { ...mutation, progress };
}
