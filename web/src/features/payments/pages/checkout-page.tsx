// /checkout?booking_id= (or ?enrollment_id= for a priced program enrolment, decisions.md 69): decisions.md 32 (routes), 34 (states) and 38 (error texts). Loading setup, then the card form, then
// processing, then 'Payment Successful' and the dashboard; 3-D Secure goes through its own page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFlask, IconLock } from '@tabler/icons-react';
import { TEST_MODE_BANNER } from '@common/card-rules';
import { PageHeader } from '../../../components/page-header';
import { LoadingView } from '../../../components/loading-view';
import { serverMessage } from '../../../lib/api-client';
import { bookingQueryKeys, useBooking } from '../../../lib/booking-query';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../app/paths';
import { confirmBookingPaid } from '../api/confirm-booking-paid';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { usePaymentIntent } from '../api/create-payment-intent';
import { BookingSummary } from '../components/booking-summary';
import { SandboxCardForm, type CardDetails } from '../components/sandbox-card-form';
import type { StripeOutcome } from '../components/stripe-payment-form';
import { isNothingToPay, useLeaveSettledBooking } from '../components/use-leave-settled-booking';
import { EnrollmentCheckout } from './enrollment-checkout';

// Stripe.js is fetched only when Stripe takes the payment.
const StripePaymentForm = lazy(() => import('../components/stripe-payment-form'));

export default function CheckoutPage() {
  const [params] = useSearchParams();
  const enrollmentId = Number(params.get('enrollment_id'));
  if (Number.isInteger(enrollmentId) && enrollmentId > 0) return <EnrollmentCheckout key={enrollmentId} enrollmentId={enrollmentId} />;
  return <BookingCheckout />;
}

function BookingCheckout() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Lists are cached until told otherwise: a paid booking must not show 'Payment Pending' after.
  // The PATCH answers the paid booking: it goes into the cache at once, since the refetch the
  // invalidation starts may be cancelled when this page unmounts (a CI run opened the booking's
  // details afterwards and saw 'Payment Pending').
  const markPaid = async (bookingId: number) => {
    const paid = await confirmBookingPaid(bookingId);
    queryClient.setQueryData(bookingQueryKeys.one(bookingId), paid);
    void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all });
  };
  const bookingId = Number(params.get('booking_id'));
  const hasId = Number.isInteger(bookingId) && bookingId > 0;
  // A recurring booking (decisions.md 68): one checkout pays every unpaid occurrence; its first is shown.
  const seriesParam = Number(params.get('series_id'));
  const seriesId = Number.isInteger(seriesParam) && seriesParam > 0 ? seriesParam : null;
  const booking = useBooking(bookingId, hasId);
  // Asked once the booking is known to exist and be the owner's (a 404 goes back to the dashboard).
  const intentQuery = usePaymentIntent(bookingId, hasId && booking.isSuccess, seriesId);
  const intent = intentQuery.data;
  const [processing, setProcessing] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const clearDeclined = () => setDeclined(null);
  const leaveSettled = useLeaveSettledBooking();

  useEffect(() => {
    if (!hasId) {
      showErrorToast('Missing Booking ID', 'No booking was specified for payment.');
      void navigate(paths.dashboard, { replace: true });
    }
  }, [hasId, navigate]);

  useEffect(() => {
    if (booking.isError) {
      showErrorToast('Error', 'Could not retrieve booking details.');
      void navigate(paths.dashboard, { replace: true });
    }
  }, [booking.isError, navigate]);

  const setupError = intentQuery.error;
  useEffect(() => {
    if (!setupError) return;
    // Paid, refunded or cancelled since the link was made (the product's toast (decisions.md 38) is for real failures).
    if (isNothingToPay(setupError)) return leaveSettled(bookingId, setupError);
    showErrorToast('Payment Setup Failed', serverMessage(setupError, 'Could not set up payment processing.'));
    void navigate(paths.dashboard, { replace: true });
  }, [setupError, bookingId, leaveSettled, navigate]);

  const pay = async (card: CardDetails) => {
    if (!intent || !booking.data) return;
    setProcessing(true);
    setDeclined(null);
    try {
      const result = await confirmSandboxPayment({ clientSecret: intent.clientSecret, ...card });
      if (result.status === 'requires_action' && result.redirectUrl) {
        void navigate(result.redirectUrl);
        return;
      }
      if (result.status === 'failed') {
        setDeclined(result.error?.message ?? 'Your card was declined.');
        return;
      }
      await markPaid(booking.data.id);
      showSuccessToast('Payment Successful', 'Your booking has been confirmed!');
      void navigate(paths.dashboard);
    } catch (error) {
      // Paid from another tab (or an old 3-D Secure page) while this form was open.
      if (isNothingToPay(error)) return leaveSettled(booking.data.id, error);
      showErrorToast('Payment Failed', serverMessage(error, 'An error occurred during payment processing.'));
    } finally {
      setProcessing(false);
    }
  };

  const settleStripe = async (outcome: StripeOutcome) => {
    if (!booking.data) return;
    if (outcome.status === 'failed') {
      setDeclined(outcome.message);
      return;
    }
    if (outcome.status === 'processing') {
      // The bank has not answered yet; the webhook marks the booking paid when it does.
      showSuccessToast('Payment processing', 'We will confirm your booking as soon as your bank approves the payment.');
      void navigate(paths.bookings);
      return;
    }
    try {
      await markPaid(booking.data.id);
      showSuccessToast('Payment Successful', 'Your booking has been confirmed!');
      void navigate(paths.dashboard);
    } catch (error) {
      showErrorToast('Payment Failed', serverMessage(error, 'An error occurred during payment processing.'));
    }
  };

  if (!hasId || !booking.data || !intent) return <LoadingView label="Setting up your payment..." />;

  return (
    <>
      <PageHeader title="Checkout" description="Review your booking and pay by card." />
      {intent.provider === 'sandbox' && (
        <Alert color="yellow" variant="light" icon={<IconFlask />} title={TEST_MODE_BANNER} mb="md">
          Payments on this site are simulated: pay with one of the test cards listed under the card form.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack>
          <BookingSummary booking={booking.data} />
          {seriesId !== null ? (
            <Alert color="blue" variant="light" title="Weekly booking">
              This payment of {formatMoney(intent.amount)} covers every unpaid day of your weekly booking.
            </Alert>
          ) : null}
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Text fw={600} size="lg">
              Card details
            </Text>
            {intent.provider === 'sandbox' ? (
              <SandboxCardForm processing={processing} onSubmit={pay} declined={declined} onCardChange={clearDeclined} />
            ) : (
              <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the card form" />}>
                <StripePaymentForm
                  publishableKey={intent.publishableKey ?? ''}
                  clientSecret={intent.clientSecret}
                  returnUrl={`${window.location.origin}${paths.paymentSuccess}?booking_id=${booking.data.id}${seriesId !== null ? `&series_id=${seriesId}` : ''}`}
                  processing={processing}
                  onProcessing={setProcessing}
                  onOutcome={(outcome) => void settleStripe(outcome)}
                  declined={declined}
                  onCardChange={clearDeclined}
                />
              </Suspense>
            )}
            <Text size="xs" c="dimmed">
              <IconLock size={12} /> Payment is processed by a card payment provider. PawsConnect never stores your full card details.
            </Text>
            <Button component={Link} to={paths.dashboard} variant="subtle">
              Back to Dashboard
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </>
  );
}
