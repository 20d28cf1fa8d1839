// A stay journal's entries (decisions.md 60), newest first: what happened, to which pet, when and
// by whom, with photos and videos; a corrected entry says so and shows what it first said. The
// owner's booking details and the front desk's journal dialog both show it.
import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { JournalEntry } from '@common/journal-schemas';
import { JOURNAL_KIND_LABELS, MEAL_AMOUNT_LABELS, type MealAmount } from '@common/journal-words';
import { formatDateTime } from '../../lib/format';
import { ReportCardMediaGrid } from '../pet-timeline/report-card-media';

/** 'Ate all', 'Phenobarbital: given', 'Refused' and the like: the entry's outcome in words. */
export function entryOutcome(entry: Pick<JournalEntry, 'kind' | 'ate' | 'given' | 'medication'>): string | null {
  if (entry.kind === 'meal' && entry.ate) return MEAL_AMOUNT_LABELS[entry.ate as MealAmount];
  if (entry.kind === 'medication' && entry.given !== null) {
    const outcome = entry.given ? 'Given' : 'Refused';
    return entry.medication ? `${entry.medication}: ${outcome.toLowerCase()}` : outcome;
  }
  return null;
}

type Props = {
  entries: JournalEntry[];
  /** Show each entry's pet (a stay of several pets). */
  showPet: boolean;
  /** Extra controls per entry (the author's Correct button at the desk). */
  actions?: (entry: JournalEntry) => ReactNode;
};

export function JournalEntryList({ entries, showPet, actions }: Props) {
  if (entries.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nothing logged yet.
      </Text>
    );
  const newestFirst = [...entries].reverse();
  return (
    <Stack gap="xs" aria-label="Journal entries">
      {newestFirst.map((entry) => {
        const outcome = entryOutcome(entry);
        const original = entry.original ? entryOutcome({ ...entry, ...entry.original }) : null;
        return (
          <Paper
            key={entry.id}
            withBorder
            radius="md"
            p="xs"
            component="article"
            aria-label={`${JOURNAL_KIND_LABELS[entry.kind]}, ${formatDateTime(entry.createdAt)}`}
          >
            <Group justify="space-between" gap="xs" align="flex-start">
              <Group gap={6}>
                <Badge variant="light">{JOURNAL_KIND_LABELS[entry.kind]}</Badge>
                {showPet && (
                  <Text size="sm" fw={500}>
                    {entry.petName}
                  </Text>
                )}
                {outcome && <Text size="sm">{outcome}</Text>}
              </Group>
              {actions?.(entry)}
            </Group>
            {entry.note && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {entry.note}
              </Text>
            )}
            <ReportCardMediaGrid
              media={entry.media.map((item) => ({ id: item.id, address: item.url, contentType: item.contentType }))}
              petName={entry.petName}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {formatDateTime(entry.createdAt)} · {entry.author.name}
              {entry.correctedAt ? ` · edited` : ''}
            </Text>
            {entry.original && (
              <Text size="xs" c="dimmed">
                First written: {[original, entry.original.note].filter(Boolean).join(' · ') || '(no details)'}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
