// Writing in a stay's journal at the desk (decisions.md 60): an entry, then its photo or video with
// a progress bar (the upload piece), and the author's correction within the hour. Each refreshes the
// journal and the board's rounds here; the owner's page hears it over the real-time channel.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '@common/journal-schemas';
import { REPORT_CARD_MEDIA_FIELD } from '@common/report-card-media';
import { api } from '../../../lib/api-client';
import { frontDeskQueryKeys } from '../../../lib/front-desk-query-keys';
import { journalQueryKeys } from '../../../lib/journal-query';
import { uploadFile } from '../../../lib/upload-file';

export type NewJournalEntry = {
  kind: JournalEntry['kind'];
  petId: number;
  note: string;
  ate?: 'all' | 'some' | 'none';
  given?: boolean;
  medication?: string;
  time?: string;
};

function useRefreshJournal(bookingId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: journalQueryKeys.stay(bookingId) });
    void queryClient.invalidateQueries({ queryKey: frontDeskQueryKeys.all });
  };
}

export function useAddJournalEntry(bookingId: number) {
  const refresh = useRefreshJournal(bookingId);
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ entry, file }: { entry: NewJournalEntry; file: File | null }) => {
      const created = await api.post<JournalEntry>(`/api/admin/bookings/${bookingId}/journal`, entry);
      if (!file) return created;
      setPercent(0);
      try {
        return await uploadFile<JournalEntry>(
          `/api/admin/bookings/${bookingId}/journal/${created.id}/media`,
          REPORT_CARD_MEDIA_FIELD,
          file,
          {
            onProgress: setPercent,
          },
        );
      } finally {
        setPercent(null);
      }
    },
    onSettled: refresh,
  });
  return { ...mutation, percent };
}

export function useCorrectJournalEntry(bookingId: number) {
  const refresh = useRefreshJournal(bookingId);
  return useMutation({
    mutationFn: ({ entryId, change }: { entryId: number; change: { note?: string; ate?: string; given?: boolean } }) =>
      api.patch<JournalEntry>(`/api/admin/bookings/${bookingId}/journal/${entryId}`, change),
    onSettled: refresh,
  });
}
