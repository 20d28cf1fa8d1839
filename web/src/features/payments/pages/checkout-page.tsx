// /checkout?booking_id= (or ?enrollment_id= for a priced program enrolment, decisions.md 72): decisions.md 32 (routes), 34 (states) and 38 (error texts). Loading setup, then the card form, then
// processing, then 'Payment Successful' and the dashboard; 3-D Secure goes through its own page.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { TEST_MODE_BANNER } from '@common/card-checks';
import { PageHeader } from '../../../components/page-header';
import { LoadingView } from '../../../components/loading-view';
import { serverMessage } from '../../../lib/api-client';
import { bookingQueryKeys, useBooking } from '../../../lib/booking-query';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../app/paths';
import { confirmBookingPaid } from '../api/confirm-booking-paid';
import { chooseIntentCard, usePaymentIntent } from '../api/create-payment-intent';
import { useSavedCards } from '../../../lib/saved-cards';
import { BookingSummary } from '../components/booking-summary';
import { CardPayment } from '../components/card-payment';
import { useCardCheckout } from '../components/use-card-checkout';
import { isNothingToPay, useLeaveSettledBooking } from '../components/use-leave-settled-booking';
import { EnrollmentCheckout } from './enrollment-checkout';

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
  // The stays a cart checkout grew after this one (decisions.md 6): paid next, one after another.
  const payNext = nextBookings(params.get('then'));
  const afterPaid = () => (payNext.length > 0 ? navigate(paths.checkout(payNext[0], payNext.slice(1))) : navigate(paths.dashboard));
  const booking = useBooking(bookingId, hasId);
  // Asked once the booking is known to exist and be the owner's (a 404 goes back to the dashboard).
  const intentQuery = usePaymentIntent(bookingId, hasId && booking.isSuccess, seriesId);
  const intent = intentQuery.data;
  const leaveSettled = useLeaveSettledBooking();
  const card = useCardCheckout(intent?.clientSecret, {
    paid: async () => {
      if (!booking.data) return;
      await markPaid(booking.data.id);
      showSuccessToast('Payment Successful', 'Your booking has been confirmed!');
      void afterPaid();
    },
    nothingToPay: (error) => leaveSettled(bookingId, error),
    withTheBank: { message: 'We will confirm your booking as soon as your bank approves the payment.', to: paths.bookings },
  });
  // Saved cards (decisions.md 70), asked for beside the intent: the card column waits for them.
  useSavedCards(hasId && booking.isSuccess);

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
          {seriesId === null && intent.purpose === 'deposit' ? (
            <Alert color="blue" variant="light" title="A deposit secures this stay">
              Deposit due now {formatMoney(intent.amount)}, balance {formatMoney(booking.data.totalPrice - intent.amount)} due at check-out.
            </Alert>
          ) : null}
          {seriesId === null && intent.purpose === 'balance' ? (
            <Alert color="blue" variant="light" title={`Balance due ${formatMoney(intent.amount)}`}>
              Total {formatMoney(booking.data.totalPrice)}, paid {formatMoney(booking.data.amountPaidCents)}, balance due now{' '}
              {formatMoney(intent.amount)}.
            </Alert>
          ) : null}
          {seriesId !== null ? (
            <Alert color="blue" variant="light" title="Weekly booking">
              This payment of {formatMoney(intent.amount)} covers every unpaid day of your weekly booking.
            </Alert>
          ) : null}
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <CardPayment
            intent={intent}
            returnUrl={`${window.location.origin}${paths.paymentSuccess}?booking_id=${booking.data.id}${seriesId !== null ? `&series_id=${seriesId}` : ''}`}
            {...card}
            chooseIntentCard={(choice) => chooseIntentCard({ bookingId: booking.data.id, seriesId }, choice)}
            back={
              <Button component={Link} to={paths.dashboard} variant="subtle">
                Back to Dashboard
              </Button>
            }
          >
            {intent.purpose === 'deposit' || intent.purpose === 'balance' ? (
              <Text size="sm">
                {intent.purpose === 'deposit' ? 'Deposit' : 'Balance'} to pay now:{' '}
                <Text span fw={600}>
                  {formatMoney(intent.amount)}
                </Text>
              </Text>
            ) : null}
          </CardPayment>
        </Card>
      </SimpleGrid>
    </>
  );
}

/** `then=42,43`: the positive ids in order, anything else left out. */
function nextBookings(then: string | null): number[] {
  if (!then) return [];
  return then
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}
