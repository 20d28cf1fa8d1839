// /payment-success: decisions.md 32 (routes), 35 (rules) and 38 (error texts). The page never trusts its query string: it asks the
// server, which re-checks the payment with the provider, before it says the booking is paid.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { Button } from '@mantine/core';
import type { Booking } from '@common/booking-schemas';
import { LoadingView } from '../../../components/loading-view';
import { PaymentFailed, PaymentSucceeded } from '../components/payment-result';
import { formatMoney } from '../../../lib/format';
import { bookingPetNames, bookingSpan, serviceName } from '../../../lib/booking-query';
import { showErrorToast } from '../../../lib/toasts';
import { paths } from '../../../app/paths';
import { useConfirmBookingPaid } from '../api/confirm-booking-paid';
import { EnrollmentPaymentSuccess } from './enrollment-payment-success';

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const enrollmentId = Number(params.get('enrollment_id'));
  if (Number.isInteger(enrollmentId) && enrollmentId > 0) return <EnrollmentPaymentSuccess enrollmentId={enrollmentId} />;
  return <BookingPaymentSuccess />;
}

function BookingPaymentSuccess() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmBookingPaid();
  const [booking, setBooking] = useState<Booking | null>(null);
  const started = useRef(false);
  const bookingId = Number(params.get('booking_id'));
  const status = params.get('redirect_status');
  const failed = status === 'failed' && bookingId > 0;

  useEffect(() => {
    if (started.current || failed) return;
    started.current = true;
    if (!(bookingId > 0) || !params.get('payment_intent') || status !== 'succeeded') {
      showErrorToast('Payment Verification Failed', 'We could not verify your payment status.');
      void navigate(paths.dashboard, { replace: true });
      return;
    }
    confirm.mutate(bookingId, {
      onSuccess: setBooking,
      onError: () => {
        showErrorToast('Payment Verification Failed', 'Could not retrieve booking details or confirm payment.');
        void navigate(paths.dashboard, { replace: true });
      },
    });
  }, [bookingId, confirm, failed, navigate, params, status]);

  if (failed) return <PaymentFailed retryTo={paths.checkout(bookingId)} />;
  if (!booking) return <LoadingView label="Confirming your payment..." />;
  const pets = bookingPetNames(booking);

  return (
    <PaymentSucceeded
      summary="Your booking has been confirmed!"
      lines={[
        { label: 'Service', value: serviceName(booking) },
        { label: pets.length > 1 ? 'Pets' : 'Pet', value: pets.join(', ') },
        { label: 'Dates', value: bookingSpan(booking) },
        { label: 'Amount paid', value: formatMoney(booking.totalPrice) },
      ]}
      actions={
        <>
          <Button component={Link} to={paths.dashboard}>
            Go to Dashboard
          </Button>
          <Button component={Link} to={paths.bookings} variant="light">
            View My Bookings
          </Button>
        </>
      }
    />
  );
}
