// Declining a trainer's application (applications-section.tsx): the reason, checked, and the decision.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { declineApplicationSchema, type TrainerApplication } from '@common/admin-schemas';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { zodResolver } from '../../../lib/zod-form';
import { useDecideApplication } from '../api/admin-api';
import { personName } from './person-name';

export function DeclineDialog({ application, onClose }: { application: TrainerApplication | null; onClose: () => void }) {
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
