// POST /api/skill-progress/:id/video (multipart field 'video'), with upload progress for a
// progress bar and a way to cancel it.
import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SKILL_VIDEO_FIELD } from '@common/skill-words';
import type { SkillProgress } from '@common/skill-schemas';
import { uploadFile } from '../../../lib/upload-file';
import { storeProgress } from './update-progress';

type UploadArgs = { id: number; file: File };

export const uploadProgressVideo = ({ id, file }: UploadArgs, options?: Parameters<typeof uploadFile>[3]) =>
  uploadFile<SkillProgress>(`/api/skill-progress/${id}/video`, SKILL_VIDEO_FIELD, file, options);

/** True for the rejection of an upload the user cancelled (not a failure to report). */
export const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The upload mutation, its progress (0-100) and `cancel` for the Cancel button. */
export function useUploadProgressVideo() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (args: UploadArgs) => {
      setProgress(0);
      controller.current = new AbortController();
      return uploadProgressVideo(args, { onProgress: setProgress, signal: controller.current.signal });
    },
    onSuccess: (progressItem) => storeProgress(queryClient, progressItem),
  });
  const cancel = () => controller.current?.abort();
  return { ...mutation, progress, cancel };
}
