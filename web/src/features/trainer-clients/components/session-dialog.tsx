// Log or edit a training session: date, duration in minutes, program (the trainer's own),
// notes, achievements, homework.
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { NumberField } from '../../../components/deferred-fields/number-field';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { myProgramsQueryOptions } from '../../../lib/program-query';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import type { SessionInput, TrainingSession } from '@common/trainer-schemas';
import { useSaveSession } from '../api/session-mutations';
import { fromLocalDateTime, toLocalDateTime } from './today';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

type SessionDialogProps = { petId: number; opened: boolean; onClose: () => void; session?: TrainingSession | null };

export function SessionDialog({ petId, opened, onClose, session }: SessionDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={session ? 'Edit Session' : 'Log Session'}>
      <SessionForm petId={petId} session={session ?? undefined} onDone={onClose} />
    </Modal>
  );
}

type Values = { date: string; duration: number | string; programId: string | null; notes: string; achievements: string; homework: string };

const toValues = (session?: TrainingSession): Values => ({
  date: toLocalDateTime(session?.date),
  duration: session?.duration ?? 60,
  programId: session?.programId ? String(session.programId) : null,
  notes: session?.notes ?? '',
  achievements: session?.achievements ?? '',
  homework: session?.homework ?? '',
});

const toInput = (values: Values): SessionInput => ({
  date: fromLocalDateTime(values.date),
  duration: Number(values.duration),
  programId: values.programId ? Number(values.programId) : null,
  notes: values.notes.trim() || null,
  achievements: values.achievements.trim() || null,
  homework: values.homework.trim() || null,
});

function SessionForm({ petId, session, onDone }: { petId: number; session?: TrainingSession; onDone: () => void }) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(session),
    validate: {
      date: (value) => (fromLocalDateTime(value) ? null : 'Session date is required'),
      duration: (value) =>
        Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 600 ? null : 'Duration must be 1 to 600 minutes',
    },
  });
  const programs = useQuery(myProgramsQueryOptions());
  const save = useSaveSession(petId);

  const submit = (values: Values) =>
    save.mutate(
      { id: session?.id, input: toInput(values) },
      {
        onSuccess: () => {
          showSuccessToast('Success', session ? 'Session updated' : 'Session logged');
          onDone();
        },
        onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to save session', form }),
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstInvalid)} noValidate>
      <Stack gap="sm">
        <TextInput type="datetime-local" label="Date and time" required {...form.getInputProps('date')} />
        <NumberField label="Duration (minutes)" required min={1} max={600} {...form.getInputProps('duration')} />
        <SelectField
          label="Program"
          placeholder={programs.isPending ? 'Loading programs...' : 'No program'}
          clearable
          data={(programs.data ?? []).map((program) => ({ value: String(program.id), label: program.title }))}
          {...form.getInputProps('programId')}
        />
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Textarea label="Achievements" autosize minRows={2} {...form.getInputProps('achievements')} />
        <Textarea label="Homework" autosize minRows={2} {...form.getInputProps('homework')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {session ? 'Save Session' : 'Log Session'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
