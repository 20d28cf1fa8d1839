// The Withdraw dialog of an enrolment (decisions.md 72), loaded when the owner reaches its button
// (withdraw-enrollment.tsx): it says before confirming what withdrawing does: a free enrolment ends,
// an unpaid one is cancelled with nothing charged, a paid one is refunded in full while the rule
// allows (the server's `refund`), and otherwise says why not.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enrollment } from '@common/program-schemas';
import { formatDate, formatMoney } from '../../../lib/format';
import { enrollmentQueryKeys, programQueryKeys, withdrawEnrollment } from '../../../lib/program-query';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';

function consequence(enrollment: Enrollment): { text: string; allowed: boolean } {
  const { petName, program, paymentStatus, refund } = enrollment;
  if (paymentStatus === 'pending') return { text: `Nothing has been paid: the enrolment is cancelled.`, allowed: true };
  if (paymentStatus !== 'paid') return { text: `${petName} stops following ${program.title}.`, allowed: true };
  if (!refund?.refundable) return { text: refund?.message ?? 'This enrolment can no longer be refunded.', allowed: false };
  const until = refund.deadline ? ` (refunds are possible until ${formatDate(refund.deadline)})` : '';
  return { text: `You will be refunded ${formatMoney(refund.amountCents)} in full to the card you paid with${until}.`, allowed: true };
}

type Props = { enrollment: Enrollment; opened: boolean; onClose: () => void };

export function WithdrawEnrollmentDialog({ enrollment, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawEnrollment(enrollment.id),
    onSuccess: async (result) => {
      onClose();
      showSuccessToast(
        'Enrolment withdrawn',
        result.outcome === 'refunded'
          ? `${enrollment.petName} was withdrawn and ${formatMoney(result.refundedCents)} will be refunded.`
          : `${enrollment.petName} was withdrawn from ${enrollment.program.title}.`,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: enrollmentQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: programQueryKeys.all }),
      ]);
    },
    onError: (error) => reportMutationError(error, { title: 'Withdrawal Failed', fallback: 'Could not withdraw the enrolment' }),
  });
  const { text, allowed } = consequence(enrollment);
  return (
    <Modal opened={opened} onClose={onClose} title={`Withdraw ${enrollment.petName} from ${enrollment.program.title}?`}>
      <Stack>
        {allowed ? (
          <Text>{text}</Text>
        ) : (
          <Alert color="orange" variant="light" title="No refund">
            {text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep enrolment
          </Button>
          <Button color="red" onClick={() => withdraw.mutate()} loading={withdraw.isPending} disabled={!allowed}>
            {enrollment.paymentStatus === 'paid' ? 'Withdraw and refund' : 'Withdraw'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
