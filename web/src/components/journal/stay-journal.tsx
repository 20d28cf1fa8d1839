// The owner's view of a stay's journal (decisions.md 60): live, because the real-time channel
// refreshes the query whenever staff or a trainer write in it.
import type { ReactNode } from 'react';
import { Divider, Skeleton, Stack } from '@mantine/core';
import type { JournalEntry } from '@common/journal-schemas';
import { errorMessage } from '../../lib/api-client';
import { useJournal } from '../../lib/journal-query';
import { ErrorState } from '../error-state';
import { JournalEntryList } from './journal-entry-list';

type Props = {
  bookingId: number;
  petCount: number;
  /** A control beside each entry (the owner's "Ask about this", decisions.md 63). */
  entryAction?: (entry: JournalEntry) => ReactNode;
};

export function StayJournal({ bookingId, petCount, entryAction }: Props) {
  const journal = useJournal(bookingId);
  return (
    <Stack gap="xs" id="journal">
      <Divider label="Stay journal" labelPosition="left" />
      {journal.isPending ? (
        <Skeleton height={60} radius="md" role="status" aria-label="Loading the stay journal" />
      ) : journal.isError ? (
        <ErrorState title="Failed to load the stay journal" message={errorMessage(journal.error)} onRetry={() => void journal.refetch()} />
      ) : (
        <JournalEntryList entries={journal.data.entries} showPet={petCount > 1} actions={entryAction} />
      )}
    </Stack>
  );
}
