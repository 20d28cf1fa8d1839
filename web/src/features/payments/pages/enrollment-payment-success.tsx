// /payment-success?enrollment_id=: the return from Stripe's page or the sandbox's 3-D Secure step
// for a priced program enrolment (decisions.md 72). Never trusts its query string: the server asks
// the provider before it says the enrolment is paid.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Enrollment } from '@common/program-schemas';
import { LoadingView } from '../../../components/loading-view';
import { formatMoney } from '../../../lib/format';
import { confirmEnrollmentPaid, enrollmentQueryKeys, programQueryKeys } from '../../../lib/program-query';
import { showErrorToast } from '../../../lib/toasts';
import { paths } from '../../../app/paths';

export function EnrollmentPaymentSuccess({ enrollmentId }: { enrollmentId: number }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const started = useRef(false);
  const status = params.get('redirect_status');
  const failed = status === 'failed';

  useEffect(() => {
    if (started.current || failed) return;
    started.current = true;
    if (!params.get('payment_intent') || status !== 'succeeded') {
      showErrorToast('Payment Verification Failed', 'We could not verify your payment status.');
      void navigate(paths.training, { replace: true });
      return;
    }
    confirmEnrollmentPaid(enrollmentId).then(
      (paid) => {
        setEnrollment(paid);
        void queryClient.invalidateQueries({ queryKey: enrollmentQueryKeys.all });
        void queryClient.invalidateQueries({ queryKey: programQueryKeys.all });
      },
      () => {
        showErrorToast('Payment Verification Failed', 'Could not retrieve the enrolment or confirm payment.');
        void navigate(paths.training, { replace: true });
      },
    );
  }, [enrollmentId, failed, navigate, params, queryClient, status]);

  if (failed) {
    return (
      <Container size="sm">
        <Card withBorder radius="md" padding="xl">
          <Stack align="center">
            <Title order={1} size="h2">
              Payment Failed
            </Title>
            <Text c="dimmed" ta="center">
              Your bank did not approve this payment. Nothing was charged; you can try again with the same or another card.
            </Text>
            <Button component={Link} to={paths.checkoutEnrollment(enrollmentId)}>
              Try again
            </Button>
          </Stack>
        </Card>
      </Container>
    );
  }
  if (!enrollment) return <LoadingView label="Confirming your payment..." />;

  return (
    <Container size="sm">
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Payment Successful
          </Title>
          <Text c="dimmed">
            {enrollment.petName} is enrolled in {enrollment.program.title}.
          </Text>
          <Stack gap={4} w="100%">
            <Row label="Program" value={enrollment.program.title} />
            <Row label="Pet" value={enrollment.petName} />
            <Row label="Amount paid" value={formatMoney(enrollment.priceCents)} />
          </Stack>
          <Group>
            <Button component={Link} to={paths.petTraining(enrollment.petId)}>
              View {enrollment.petName}'s training
            </Button>
            <Button component={Link} to={paths.dashboard} variant="light">
              Go to Dashboard
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {value}
      </Text>
    </Group>
  );
}
