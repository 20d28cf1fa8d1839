// /training-programs?program=<id>: one program's detail view with 'Back to All Programs' and the
// enrol button. The catalogue holds summaries only (issue 27, item 7), so the full program is
// loaded here, with a skeleton of the page's shape meanwhile.
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { ErrorState } from '../../../components/error-state';
import { ProgramDetail } from '../../../components/program-detail/program-detail';
import { errorMessage } from '../../../lib/api-client';
import { programQueryOptions } from '../../../lib/program-query';
import { EnrollAction } from './enroll-action';

export function CatalogueDetail({ programId, onBack }: { programId: string; onBack: () => void }) {
  const program = useQuery(programQueryOptions(programId));

  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} px="xs" onClick={onBack}>
          Back to All Programs
        </Button>
      </Group>
      {program.data ? (
        <ProgramDetail program={program.data} actions={<EnrollAction program={program.data} />} />
      ) : program.isError ? (
        <ErrorState
          title="Failed to load program data"
          message={errorMessage(program.error)}
          onRetry={() => void program.refetch()}
          retrying={program.isFetching}
        />
      ) : (
        <Stack gap="md" role="status" aria-busy aria-label="Loading program">
          <Skeleton height={160} radius="lg" />
          <Skeleton height={36} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
