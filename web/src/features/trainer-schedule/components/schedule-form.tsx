// The trainer's schedule form (decisions.md 64): weekly hours and time off, checked with the shared
// schema before sending (fetched, with zod, on the first focus in the form: useDeferredSchema); the server's refusal of time off over a booked session (409) shows above
// the Save button, naming the session.
import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TrainerSchedule } from '@common/trainer-schedule-schemas';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useDeferredSchema } from '../../../lib/deferred-schema';
import { useSaveTrainerSchedule, type TrainerScheduleValues } from '../api/trainer-schedule';
import { TimeOffFields } from './time-off-fields';
import { WeeklyHoursFields } from './weekly-hours-fields';

const valuesOf = (schedule: TrainerSchedule): TrainerScheduleValues => ({
  weeklyHours: schedule.weeklyHours.map(({ weekday, start, end }) => ({ weekday, start, end })),
  timeOff: schedule.timeOff.map(({ from, to, note }) => ({ from, to, note: note ?? '' })),
});

export function ScheduleForm({ schedule }: { schedule: TrainerSchedule }) {
  const save = useSaveTrainerSchedule();
  const [refused, setRefused] = useState<string | null>(null);
  const schema = useDeferredSchema(() => import('@common/trainer-schedule-schemas').then((module) => module.trainerScheduleInputSchema));
  const form = useForm<TrainerScheduleValues>({ initialValues: valuesOf(schedule), validate: schema.validate });

  const submit = schema.submitWith(
    form.onSubmit((values) => {
      setRefused(null);
      save.mutate(values, {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          showSuccessToast('Schedule Saved', 'Owners are offered sessions with you only in these hours from now on.');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setRefused(serverMessage(error));
          reportMutationError(error, { title: 'Schedule Not Saved', form });
        },
      });
    }, focusFirstInvalid),
  );

  return (
    <form onSubmit={submit} onFocus={() => void schema.load()} noValidate>
      <Stack gap="lg">
        <WeeklyHoursFields form={form} />
        <TimeOffFields form={form} />
        {refused ? (
          <Alert color="red" role="alert" title="Time off not saved">
            {refused}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
