// Rejecting a record asks why: the owner reads the reason in a notification and on the pet page.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REJECT_REASON_MAX_LENGTH, rejectVaccinationSchema, type VaccinationReview } from '@common/vaccination-schemas';
import { vaccineName } from '@common/vaccines';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { zodResolver } from '../../../lib/zod-form';
import { useReviewVaccination } from '../api/review-vaccination';

export function RejectVaccinationDialog({ record, onClose }: { record: VaccinationReview | null; onClose: () => void }) {
  const review = useReviewVaccination();
  const form = useForm({ initialValues: { reason: '' }, validate: zodResolver(rejectVaccinationSchema) });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ reason }) => {
    if (!record) return;
    review.mutate(
      { id: record.id, petId: record.pet.id, decision: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          showSuccessToast('Record Rejected', `${record.owner.name} has been told why.`);
          close();
        },
        onError: (error) => reportMutationError(error, { title: 'Reject Failed', form }),
      },
    );
  });
  const title = record ? `Reject ${record.pet.name}'s ${vaccineName(record)} record` : 'Reject record';
  return (
    <Modal opened={record !== null} onClose={review.isPending ? () => {} : close} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">The owner sees this reason and can correct the record or upload a new proof.</Text>
          <TextInput
            label="Reason"
            required
            data-autofocus
            maxLength={REJECT_REASON_MAX_LENGTH}
            description={`At most ${REJECT_REASON_MAX_LENGTH} characters.`}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={review.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={review.isPending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
