// POST /api/pets/:petId/report-cards, then each photo or video to POST
// /api/report-cards/:id/media (multipart field 'file') with upload progress; DELETE one.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';
import { REPORT_CARD_MEDIA_FIELD, type ReportCard, type ReportCardInput } from '@common/trainer-schemas';
import { refreshPetRecords } from './session-mutations';

/** Where a send stands: the card is created first, then the files go one by one. */
export type SendProgress = { file: number; files: number; percent: number };

/**
 * Creates the card, then uploads `files` in order. A failed upload rejects with the card already
 * sent (the owner has it without that file), so the error says which step failed.
 */
export function useSendReportCard(petId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ input, files }: { input: ReportCardInput; files: File[] }) => {
      let card = await api.post<ReportCard>(`/api/pets/${petId}/report-cards`, input);
      for (const [index, file] of files.entries()) {
        setProgress({ file: index + 1, files: files.length, percent: 0 });
        card = await uploadFile<ReportCard>(`/api/report-cards/${card.id}/media`, REPORT_CARD_MEDIA_FIELD, file, {
          onProgress: (percent) => setProgress({ file: index + 1, files: files.length, percent }),
        });
      }
      return card;
    },
    onSettled: () => {
      setProgress(null);
      return refreshPetRecords(queryClient, petId, 'report-cards');
    },
  });
  return { ...mutation, progress };
}

export function useDeleteReportCard(petId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/report-cards/${id}`),
    onSuccess: () => refreshPetRecords(queryClient, petId, 'report-cards'),
  });
}
