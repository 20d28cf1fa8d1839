// /training-programs?program=<id>: one program's detail view with 'Back to All Programs' and the
// enrol button. The card's data shows at once (from the catalogue cache) while the full program
// loads, so opening a card never flashes a spinner.
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Program } from '@common/program-schemas';
import { ErrorState } from '../../../components/error-state';
import { ProgramDetail } from '../../../components/program-detail/program-detail';
import { errorMessage } from '../../../lib/api-client';
import { programQueryKeys, programQueryOptions } from '../../../lib/program-query';
import { EnrollAction } from './enroll-action';

export function CatalogueDetail({ programId, onBack }: { programId: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const program = useQuery({
    ...programQueryOptions(programId),
    placeholderData: () => queryClient.getQueryData<Program[]>(programQueryKeys.list())?.find((item) => String(item.id) === programId),
  });

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
