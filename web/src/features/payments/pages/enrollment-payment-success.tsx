// /payment-success?enrollment_id=: the return from Stripe's page or the sandbox's 3-D Secure step
// for a priced program enrolment (decisions.md 72). Never trusts its query string: the server asks
// the provider before it says the enrolment is paid.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import type { Enrollment } from '@common/program-schemas';
import { LoadingView } from '../../../components/loading-view';
import { PaymentFailed, PaymentSucceeded } from '../components/payment-result';
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

  if (failed) return <PaymentFailed retryTo={paths.checkoutEnrollment(enrollmentId)} />;
  if (!enrollment) return <LoadingView label="Confirming your payment..." />;

  return (
    <PaymentSucceeded
      summary={`${enrollment.petName} is enrolled in ${enrollment.program.title}.`}
      lines={[
        { label: 'Program', value: enrollment.program.title },
        { label: 'Pet', value: enrollment.petName },
        { label: 'Amount paid', value: formatMoney(enrollment.priceCents) },
      ]}
      actions={
        <>
          <Button component={Link} to={paths.petTraining(enrollment.petId)}>
            View {enrollment.petName}'s training
          </Button>
          <Button component={Link} to={paths.dashboard} variant="light">
            Go to Dashboard
          </Button>
        </>
      }
    />
  );
}
