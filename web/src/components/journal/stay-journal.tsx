// The owner's view of a stay's journal (decisions.md 60): live, because the real-time channel
// refreshes the query whenever staff or a trainer write in it.
import { Divider, Skeleton, Stack } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import { useJournal } from '../../lib/journal-query';
import { ErrorState } from '../error-state';
import { JournalEntryList } from './journal-entry-list';

export function StayJournal({ bookingId, petCount }: { bookingId: number; petCount: number }) {
  const journal = useJournal(bookingId);
  return (
    <Stack gap="xs" id="journal">
      <Divider label="Stay journal" labelPosition="left" />
      {journal.isPending ? (
        <Skeleton height={60} radius="md" role="status" aria-label="Loading the stay journal" />
      ) : journal.isError ? (
        <ErrorState title="Failed to load the stay journal" message={errorMessage(journal.error)} onRetry={() => void journal.refetch()} />
      ) : (
        <JournalEntryList entries={journal.data.entries} showPet={petCount > 1} />
      )}
    </Stack>
  );
}
