// POST /api/user/photo (multipart field 'file'): a trainer's public photo (decisions.md 66), with
// upload progress for a progress bar. The answer is the signed-in user, stored at once.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@common/auth-schemas';
import { userQueryKey } from '../../../lib/session';
import { uploadFile } from '../../../lib/upload-file';

export function useUploadTrainerPhoto() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile<PublicUser>('/api/user/photo', 'file', file, { onProgress: setProgress });
    },
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
  return { ...mutation, progress };
}
