// Trainer applications waiting for a decision (issue 26): approve, or decline with a reason.
import { useState } from 'react';
import { Button, Card, Group, Modal, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserCheck } from '@tabler/icons-react';
import { declineApplicationSchema, type TrainerApplication } from '@common/admin-schemas';
import { ListState } from '../../../components/list-state';
import { formatDate } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { zodResolver } from '../../../lib/zod-form';
import { useDecideApplication, usePendingApplications } from '../api/admin-api';
import { personName } from './person-name';

function DeclineDialog({ application, onClose }: { application: TrainerApplication | null; onClose: () => void }) {
  const decide = useDecideApplication();
  const form = useForm({ initialValues: { reason: '' }, validate: zodResolver(declineApplicationSchema) });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ reason }) => {
    if (!application) return;
    decide.mutate(
      { userId: application.userId, decision: 'decline', reason: reason.trim() },
      {
        onSuccess: () => {
          showSuccessToast('Application Declined', `${personName(application.applicant)} has been told why.`);
          close();
        },
        onError: (error) => reportMutationError(error, { title: 'Decline Failed', form }),
      },
    );
  });
  return (
    <Modal opened={application !== null} onClose={decide.isPending ? () => {} : close} title="Decline application">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{application ? `${personName(application.applicant)} will see this reason and may apply again.` : null}</Text>
          <Textarea label="Reason" required autosize minRows={3} {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={decide.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={decide.isPending}>
              Decline
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

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
                onDecline={() => setDeclining(application)}
              />
            ))
        }
      </ListState>
      <DeclineDialog application={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}
