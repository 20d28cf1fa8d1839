// The stay journal at the desk (decisions.md 60): log a meal, a dose, potty, play, rest or a note
// for a pet of a checked-in stay, with a photo or video, against the pet's care rounds; below, the
// journal so far, where the author corrects an entry within the hour.
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Progress, SegmentedControl, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import type { DayBooking } from '@common/day-board-schemas';
import type { JournalEntry } from '@common/journal-schemas';
import { JOURNAL_CORRECTION_MINUTES, JOURNAL_KINDS, JOURNAL_KIND_LABELS, kindFieldProblems, type JournalKind } from '@common/journal-words';
import { reportCardMediaProblem } from '@common/report-card-media';
import { joinNames } from '@common/name-list';
import { JournalEntryList } from '../../../components/journal/journal-entry-list';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useJournal } from '../../../lib/journal-query';
import { useUser } from '../../../lib/session';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useAddJournalEntry, useCorrectJournalEntry } from '../api/journal-mutations';

type Ate = 'all' | 'some' | 'none';
const ATE_CHOICES = [
  { value: 'all', label: 'Ate all' },
  { value: 'some', label: 'Some' },
  { value: 'none', label: 'None' },
];
const GIVEN_CHOICES = [
  { value: 'yes', label: 'Given' },
  { value: 'no', label: 'Refused' },
];

type Props = { booking: DayBooking; onClose: () => void };

export function JournalDialog({ booking, onClose }: Props) {
  const names = joinNames(booking.pets.map((pet) => pet.name));
  const journal = useJournal(booking.bookingId);
  const add = useAddJournalEntry(booking.bookingId);
  const [petId, setPetId] = useState(booking.pets[0]?.id ?? 0);
  const [kind, setKind] = useState<JournalKind>('meal');
  const [round, setRound] = useState<string | null>(null);
  const [ate, setAte] = useState<Ate | null>(null);
  const [given, setGiven] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const pet = booking.pets.find((candidate) => candidate.id === petId) ?? booking.pets[0];
  const rounds = (pet?.rounds ?? []).filter((item) => item.kind === kind);
  const chosenRound = rounds.find((item) => `${item.time} ${item.label}` === round) ?? null;

  const reset = () => {
    setRound(null);
    setAte(null);
    setGiven(null);
    setNote('');
    setFile(null);
    setErrors({});
  };

  const submit = () => {
    const entry = {
      kind,
      petId,
      note,
      ...(kind === 'meal' && ate ? { ate } : {}),
      ...(kind === 'medication' && given !== null ? { given } : {}),
      ...(chosenRound ? { time: chosenRound.time, ...(chosenRound.medication ? { medication: chosenRound.medication } : {}) } : {}),
    };
    const problems = { ...kindFieldProblems({ kind, note: note.trim() || null, ate, given }) };
    const fileProblem = file ? reportCardMediaProblem(file) : null;
    if (fileProblem) problems.file = fileProblem;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    add.mutate(
      { entry, file },
      {
        onSuccess: () => {
          showSuccessToast('Logged', `${JOURNAL_KIND_LABELS[kind]} for ${pet?.name ?? names}.`);
          reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.body.details) setErrors(error.body.details);
          showErrorToast('Could not log it', serverMessage(error, 'Please try again.'));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Journal: ${names}`} size="lg">
      <Stack gap="sm">
        {booking.pets.length > 1 && (
          <SelectField
            label="Pet"
            data={booking.pets.map((item) => ({ value: String(item.id), label: item.name }))}
            value={String(petId)}
            onChange={(value) => value && setPetId(Number(value))}
            allowDeselect={false}
          />
        )}
        <SelectField
          label="What happened"
          data={JOURNAL_KINDS.map((value) => ({ value, label: JOURNAL_KIND_LABELS[value] }))}
          value={kind}
          onChange={(value) => {
            if (!value) return;
            setKind(value as JournalKind);
            setRound(null);
            setErrors({});
          }}
          allowDeselect={false}
        />
        {(kind === 'meal' || kind === 'medication') && rounds.length > 0 && (
          <SelectField
            label={kind === 'meal' ? 'Which meal' : 'Which dose'}
            placeholder="From the care instructions"
            data={rounds.map((item) => ({
              value: `${item.time} ${item.label}`,
              label: `${item.time} ${item.label}${item.state === 'logged' ? ' (logged)' : item.state === 'overdue' ? ' (overdue)' : ''}`,
            }))}
            value={round}
            onChange={setRound}
            clearable
          />
        )}
        {kind === 'meal' && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="journal-ate">
              How much was eaten
            </Text>
            <SegmentedControl
              aria-labelledby="journal-ate"
              data={ATE_CHOICES}
              value={ate ?? ''}
              onChange={(value) => setAte(value as Ate)}
            />
            {errors.ate && (
              <Text size="xs" c="red">
                {errors.ate}
              </Text>
            )}
          </Stack>
        )}
        {kind === 'medication' && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="journal-given">
              Medication
            </Text>
            <SegmentedControl
              aria-labelledby="journal-given"
              data={GIVEN_CHOICES}
              value={given === null ? '' : given ? 'yes' : 'no'}
              onChange={(value) => setGiven(value === 'yes')}
            />
            {errors.given && (
              <Text size="xs" c="red">
                {errors.given}
              </Text>
            )}
          </Stack>
        )}
        <Textarea
          label="Note"
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <FileInput
          label="Photo or video"
          placeholder="Choose a file"
          accept="image/jpeg,image/png,image/webp,video/mp4,video/webm,video/quicktime"
          value={file}
          onChange={setFile}
          clearable
          error={errors.file}
        />
        {add.percent !== null && <Progress value={add.percent} size="lg" animated aria-label="Upload progress" />}
        <Group justify="flex-end">
          <Button onClick={submit} loading={add.isPending}>
            Log entry
          </Button>
        </Group>
        <Text fw={600} mt="xs">
          Journal so far
        </Text>
        {journal.isPending ? (
          <Skeleton height={60} radius="md" />
        ) : journal.isError ? (
          <Alert color="red">{serverMessage(journal.error, 'The journal could not be loaded.')}</Alert>
        ) : (
          <CorrectableEntries bookingId={booking.bookingId} entries={journal.data.entries} showPet={booking.pets.length > 1} />
        )}
      </Stack>
    </Modal>
  );
}

/** The journal, with Correct on the signed-in author's entries still within the hour. */
function CorrectableEntries({ bookingId, entries, showPet }: { bookingId: number; entries: JournalEntry[]; showPet: boolean }) {
  const user = useUser();
  const correct = useCorrectJournalEntry(bookingId);
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const [note, setNote] = useState('');
  const open = (entry: JournalEntry) =>
    entry.author.id === user.data?.id && Date.now() - new Date(entry.createdAt).getTime() < JOURNAL_CORRECTION_MINUTES * 60_000;

  const save = () => {
    if (!editing) return;
    correct.mutate(
      { entryId: editing.id, change: { note } },
      {
        onSuccess: () => {
          showSuccessToast('Corrected', 'The entry keeps what it first said.');
          setEditing(null);
        },
        onError: (error) => showErrorToast('Could not correct it', serverMessage(error, 'Please try again.')),
      },
    );
  };

  return (
    <Stack gap="xs">
      {editing && (
        <Stack gap="xs">
          <Textarea label="Corrected note" autosize minRows={2} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button size="xs" onClick={save} loading={correct.isPending}>
              Save correction
            </Button>
          </Group>
        </Stack>
      )}
      <JournalEntryList
        entries={entries}
        showPet={showPet}
        actions={(entry) =>
          open(entry) ? (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => {
                setEditing(entry);
                setNote(entry.note ?? '');
              }}
            >
              Correct
            </Button>
          ) : null
        }
      />
    </Stack>
  );
}
