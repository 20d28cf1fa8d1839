// POST /api/conversations/:id/media (decisions.md 63): one photo or short video as a message, with
// progress and a Cancel (the project's XHR upload, decisions.md 10).
import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@common/message-schemas';
import { REPORT_CARD_MEDIA_FIELD } from '@common/report-card-media';
import { uploadFile } from '../../../lib/upload-file';
import { storeMessage } from './thread-cache';

export function useUploadMedia(conversationId: number) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setPercent(0);
      // The messages' media field is the report cards' (the same photo-or-video rule).
      return uploadFile<Message>(`/api/conversations/${conversationId}/media`, REPORT_CARD_MEDIA_FIELD, file, {
        onProgress: setPercent,
        signal: controller.current.signal,
      });
    },
    onSuccess: (message) => storeMessage(queryClient, message),
    onSettled: () => {
      controller.current = null;
    },
  });
  return { ...mutation, percent, cancel: () => controller.current?.abort() };
}

/** The upload was cancelled by the user: nothing to report. */
export const wasCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
