// /trainer/schedule (issue 30, item 1; decisions.md 64): an approved trainer's weekly hours and time
// off. Anyone else is sent to /dashboard (page-roles.ts).
import { Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useTrainerSchedule } from '../api/trainer-schedule';
import { ScheduleForm } from '../components/schedule-form';

export default function TrainerSchedulePage() {
  const schedule = useTrainerSchedule();

  return (
    <>
      <PageHeader
        title="My schedule"
        description="When you work and the days you take off. Training sessions are offered only inside your hours."
      />
      {schedule.isPending ? (
        <Stack gap="lg" role="status" aria-busy aria-label="Loading your schedule">
          <Skeleton height={360} radius="md" />
          <Skeleton height={140} radius="md" />
        </Stack>
      ) : schedule.isError ? (
        <ErrorState
          title="Failed to load your schedule"
          message={errorMessage(schedule.error)}
          onRetry={() => void schedule.refetch()}
          retrying={schedule.isFetching}
        />
      ) : (
        <ScheduleForm schedule={schedule.data} />
      )}
    </>
  );
}
