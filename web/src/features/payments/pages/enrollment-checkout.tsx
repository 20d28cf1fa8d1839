// /checkout?enrollment_id=: a priced program enrolment's checkout (decisions.md 72), the booking
// checkout's card column (saved cards too, decisions.md 70) and states with the program in place
// of the stay. Paid means the server
// said so (the sandbox's confirm settles it; after Stripe the server asks Stripe first).
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { TEST_MODE_BANNER } from '@common/card-checks';
import { PageHeader } from '../../../components/page-header';
import { LoadingView } from '../../../components/loading-view';
import { serverMessage } from '../../../lib/api-client';
import { confirmEnrollmentPaid, enrollmentQueryKeys, enrollmentQueryOptions, programQueryKeys } from '../../../lib/program-query';
import { showErrorToast, showInfoToast, showSuccessToast } from '../../../lib/toasts';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../app/paths';
import { chooseEnrollmentIntentCard, enrollmentIntentQueryOptions } from '../api/create-payment-intent';
import { useSavedCards } from '../../../lib/saved-cards';
import { CardPayment } from '../components/card-payment';
import { useCardCheckout } from '../components/use-card-checkout';
import { isNothingToPay } from '../components/use-leave-settled-booking';

export function EnrollmentCheckout({ enrollmentId }: { enrollmentId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrollment = useQuery(enrollmentQueryOptions(enrollmentId));
  const pending = enrollment.data?.paymentStatus === 'pending';
  const intentQuery = useQuery({ ...enrollmentIntentQueryOptions(enrollmentId), enabled: pending });
  // Saved cards (decisions.md 70), asked for beside the intent: the card column waits for them.
  useSavedCards(pending);
  const intent = intentQuery.data;
  const training = enrollment.data ? paths.petTraining(enrollment.data.petId) : paths.training;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: enrollmentQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: programQueryKeys.all }),
    ]);
  const done = async () => {
    await refresh();
    showSuccessToast(
      'Payment Successful',
      `${enrollment.data?.petName ?? 'Your pet'} is enrolled in ${enrollment.data?.program.title ?? 'the program'}.`,
    );
    void navigate(training);
  };
  const card = useCardCheckout(intent?.clientSecret, {
    // The sandbox's confirm has settled it; after Stripe the server asks Stripe first.
    paid: async (via) => {
      if (via === 'stripe') await confirmEnrollmentPaid(enrollmentId);
      await done();
    },
    nothingToPay: async (error) => {
      showInfoToast('Nothing to pay', serverMessage(error));
      await refresh();
      void navigate(training);
    },
    withTheBank: { message: 'We will confirm the enrolment as soon as your bank approves the payment.', to: training },
  });

  useEffect(() => {
    if (enrollment.isError) {
      showErrorToast('Error', 'Could not retrieve the enrolment.');
      void navigate(paths.training, { replace: true });
    }
  }, [enrollment.isError, navigate]);

  useEffect(() => {
    // Free, paid or withdrawn since the link was made: nothing to pay.
    if (enrollment.data && !pending) {
      showInfoToast('Nothing to pay', 'This enrolment has nothing left to pay.');
      void navigate(paths.petTraining(enrollment.data.petId), { replace: true });
    }
  }, [enrollment.data, pending, navigate]);

  const setupError = intentQuery.error;
  useEffect(() => {
    if (!setupError) return;
    if (isNothingToPay(setupError)) showInfoToast('Nothing to pay', serverMessage(setupError));
    else showErrorToast('Payment Setup Failed', serverMessage(setupError, 'Could not set up payment processing.'));
    void navigate(paths.training, { replace: true });
  }, [setupError, navigate]);

  if (!enrollment.data || !intent) return <LoadingView label="Setting up your payment..." />;
  const { program, petName } = enrollment.data;

  return (
    <>
      <PageHeader title="Checkout" description="Review the program and pay by card." />
      {intent.provider === 'sandbox' && (
        <Alert color="yellow" variant="light" icon={<IconFlask />} title={TEST_MODE_BANNER} mb="md">
          Payments on this site are simulated: pay with one of the test cards listed under the card form.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder radius="md" padding="lg" style={{ alignSelf: 'start' }}>
          <Stack gap="xs">
            <Text fw={600} size="lg">
              {program.title} for {petName}
            </Text>
            <Text c="dimmed" size="sm">
              Training program, {program.durationWeeks} {program.durationWeeks === 1 ? 'week' : 'weeks'}, by {program.authorName}
            </Text>
            <Divider my="xs" />
            <Group justify="space-between">
              <Text fw={600}>Total</Text>
              <Text fw={600}>{formatMoney(intent.amount)}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              Full refund if you withdraw before the first session, or within 14 days of paying if {petName} attended none.
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <CardPayment
            intent={intent}
            returnUrl={`${window.location.origin}${paths.paymentSuccess}?enrollment_id=${enrollmentId}`}
            {...card}
            chooseIntentCard={(choice) => chooseEnrollmentIntentCard(enrollmentId, choice)}
            back={
              <Button component={Link} to={paths.training} variant="subtle">
                Back to Training
              </Button>
            }
          />
        </Card>
      </SimpleGrid>
    </>
  );
}
