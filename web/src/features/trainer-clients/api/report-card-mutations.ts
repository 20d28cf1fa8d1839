// POST /api/pets/:petId/report-cards, then each photo or video to POST
// /api/report-cards/:id/media (multipart field 'file') with upload progress; DELETE one.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';
import { REPORT_CARD_MEDIA_FIELD } from '@common/report-card-media';
import type { ReportCard, ReportCardInput } from '@common/trainer-schemas';
import { refreshPetRecords } from './session-mutations';

/** Where a send stands: the card is created first, then the files go one by one. */
export type SendProgress = { file: number; files: number; percent: number };

/** What to send: a new card's fields, or (`card`) the card already sent whose files did not all arrive. */
export type SendReportCard = {
  input: ReportCardInput;
  files: File[];
  card?: ReportCard | null;
  /** The card exists from here on: a failure after this leaves it sent without some files. */
  onCreated?: () => void;
  onUploaded?: (file: File) => void;
};

/**
 * Creates the card, then uploads `files` in order, calling `onUploaded` after each. When an upload
 * fails the card is already sent (the owner has it without that file): `sentCard` then holds it,
 * and sending again with `card: sentCard` uploads the remaining files to that same card instead of
 * creating a second one.
 */
export function useSendReportCard(petId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [sentCard, setSentCard] = useState<ReportCard | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ input, files, card: existing, onCreated, onUploaded }: SendReportCard) => {
      let card = existing ?? (await api.post<ReportCard>(`/api/pets/${petId}/report-cards`, input));
      setSentCard(card);
      onCreated?.();
      for (const [index, file] of files.entries()) {
        setProgress({ file: index + 1, files: files.length, percent: 0 });
        card = await uploadFile<ReportCard>(`/api/report-cards/${card.id}/media`, REPORT_CARD_MEDIA_FIELD, file, {
          onProgress: (percent) => setProgress({ file: index + 1, files: files.length, percent }),
        });
        onUploaded?.(file);
      }
      setSentCard(null);
      return card;
    },
    onSettled: () => {
      setProgress(null);
      return refreshPetRecords(queryClient, petId, 'report-cards');
    },
  });
  return { ...mutation, progress, sentCard };
}

export function useDeleteReportCard(petId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/report-cards/${id}`),
    onSuccess: () => refreshPetRecords(queryClient, petId, 'report-cards'),
  });
}
