// Trainer applications waiting for a decision (issue 26): approve, or decline with a reason.
import { Suspense, useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import type { TrainerApplication } from '@common/admin-schemas';
import { ListState } from '../../../components/list-state';
import { formatDate } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { useDecideApplication, usePendingApplications } from '../api/admin-api';
import { personName } from './person-name';

// The decline dialog (its form and checks) comes after the page's load, or at once on Decline (decisions.md 103).
const DeclineDialog = lazyAfterPageLoad(() => import('./decline-application-dialog').then((module) => ({ default: module.DeclineDialog })));

function ApplicationCard({
  application,
  onDecline,
  canDecide,
}: {
  application: TrainerApplication;
  onDecline: () => void;
  canDecide: boolean;
}) {
  const decide = useDecideApplication();
  const name = personName(application.applicant);
  const approve = () =>
    decide.mutate(
      { userId: application.userId, decision: 'approve' },
      {
        onSuccess: () => showSuccessToast('Trainer Approved', `${name} can now use the trainer tools.`),
        onError: (error) => reportMutationError(error, { title: 'Approve Failed' }),
      },
    );
  return (
    <Card withBorder padding="md" aria-label={`Application of ${name}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {application.applicant.email} · applied {formatDate(application.createdAt)}
          </Text>
          {application.note ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {application.note}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No note.
            </Text>
          )}
        </Stack>
        {canDecide ? (
          <Group gap="xs">
            <Button onClick={approve} loading={decide.isPending}>
              Approve
            </Button>
            <Button variant="default" color="red" onClick={onDecline} disabled={decide.isPending}>
              Decline
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            An administrator decides.
          </Text>
        )}
      </Group>
    </Card>
  );
}

/** Staff read the queue; approving or declining is an administrator's act (decisions.md 50). */
export function ApplicationsSection({ canDecide }: { canDecide: boolean }) {
  const applications = usePendingApplications();
  const [declining, setDeclining] = useState<TrainerApplication | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="applications-title">
      <Title order={2} size="h3" id="applications-title">
        Trainer applications
      </Title>
      <ListState
        query={applications}
        loading={{ count: 2, skeleton: <Skeleton h={90} radius="md" />, label: 'Loading trainer applications' }}
        empty={{ icon: <IconUserCheck />, title: 'No applications waiting', text: 'New trainer applications appear here.' }}
        errorTitle="Failed to load trainer applications"
      >
        {(items) =>
          [...items]
            .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))
            .map((application) => (
              <ApplicationCard
                key={application.userId}
                application={application}
                canDecide={canDecide}
                onDecline={() => {
                  void DeclineDialog.preload();
                  setDeclining(application);
                }}
              />
            ))
        }
      </ListState>
      <Suspense fallback={null}>
        <DeclineDialog application={declining} onClose={() => setDeclining(null)} />
      </Suspense>
    </Stack>
  );
}
