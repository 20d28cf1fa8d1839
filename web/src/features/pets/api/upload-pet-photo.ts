// The photo goes up with XMLHttpRequest, not fetch, because only XHR reports upload progress
// (DESIGN decision 10: real uploads with a progress bar).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pet } from '../../../../../common/pet-schemas';
import { ApiError } from '../../../lib/api-client';
import { petQueryKey } from './get-pet';
import { petsQueryKey } from './get-pets';

export const PET_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PET_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be a pet photo, or null when it can. */
export function petPhotoProblem(file: File): string | null {
  if (!PET_PHOTO_TYPES.includes(file.type)) return 'Photo must be a JPEG, PNG or WebP image';
  if (file.size > PET_PHOTO_MAX_BYTES) return 'Photo must be at most 5 MB';
  return null;
}

type UploadArgs = { petId: number; file: File; onProgress?: (percent: number) => void };

function responseError(xhr: XMLHttpRequest): ApiError {
  let body: ApiError['body'] = {};
  try {
    body = JSON.parse(xhr.responseText) as ApiError['body'];
  } catch {
    // Unreadable body: the status text below says enough.
  }
  const message = body.message || body.error || xhr.statusText || 'Request failed';
  return new ApiError(`${xhr.status}: ${message}`, xhr.status, body);
}

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
      else reject(responseError(xhr));
    };
    xhr.onerror = () => reject(new Error('Network error: Could not connect to the server. The upload did not finish.'));
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
