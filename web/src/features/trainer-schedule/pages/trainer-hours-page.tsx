// /admin/trainer-hours (decisions.md 64): staff see any trainer's weekly hours and time off,
// read-only. Anyone without staff rights is sent to /dashboard (page-roles.ts).
import { useState } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useStaffTrainerSchedule, useTrainerList } from '../api/staff-trainer-schedules';
import { ScheduleSummary } from '../components/schedule-summary';

const loading = (label: string) => (
  <Stack gap="md" role="status" aria-busy aria-label={label}>
    <Skeleton height={280} radius="md" />
    <Skeleton height={100} radius="md" />
  </Stack>
);

function TrainerSchedule({ trainerId, name }: { trainerId: number; name: string }) {
  const schedule = useStaffTrainerSchedule(trainerId);
  if (schedule.isPending) return loading(`Loading ${name}'s schedule`);
  if (schedule.isError) {
    return (
      <ErrorState
        title="Failed to load the schedule"
        message={errorMessage(schedule.error)}
        onRetry={() => void schedule.refetch()}
        retrying={schedule.isFetching}
      />
    );
  }
  return <ScheduleSummary schedule={schedule.data} name={name} />;
}

export default function TrainerHoursPage() {
  const trainers = useTrainerList();
  const [chosen, setChosen] = useState<string | null>(null);

  const list = trainers.data ?? [];
  const trainerId = chosen ?? (list[0] ? String(list[0].id) : null);
  const trainer = list.find((item) => String(item.id) === trainerId);

  return (
    <>
      <PageHeader
        title="Trainer hours"
        description="When each trainer works and their time off. Trainers change their own on their schedule page."
      />
      {trainers.isPending ? (
        loading('Loading the trainers')
      ) : trainers.isError ? (
        <ErrorState
          title="Failed to load the trainers"
          message={errorMessage(trainers.error)}
          onRetry={() => void trainers.refetch()}
          retrying={trainers.isFetching}
        />
      ) : !trainer ? (
        <Text c="dimmed">There are no approved trainers yet.</Text>
      ) : (
        <Stack gap="lg">
          <SelectField
            label="Trainer"
            data={list.map((item) => ({ value: String(item.id), label: item.name }))}
            value={trainerId}
            onChange={(value) => value && setChosen(value)}
            allowDeselect={false}
            maw={360}
          />
          <TrainerSchedule key={trainer.id} trainerId={trainer.id} name={trainer.name} />
        </Stack>
      )}
    </>
  );
}
