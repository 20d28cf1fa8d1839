// What both checkouts (a booking's and a program enrolment's) do with the card column's answers
// (decisions.md 34 and 38): the sandbox's card, with its 3-D Secure page and a refusal shown under
// the form, and Stripe's outcome (refused, still with the bank, or through); then the checkout's own
// step once paid, or once it turns out someone paid or withdrew meanwhile.
import { useState } from 'react';
import { useNavigate } from '../../../app/routing/use-navigate';
import { serverMessage } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { SandboxPayment } from './card-payment';
import type { StripeOutcome } from './stripe-payment-form';
import { isNothingToPay } from './use-leave-settled-booking';

export type CheckoutSteps = {
  /** The card went through (`via` the sandbox, whose confirm settles it, or Stripe): tell the server if needed, then move on. */
  paid(via: 'sandbox' | 'stripe'): Promise<void>;
  /** Paid, refunded or withdrawn since the form opened (another tab, an old 3-D Secure page). */
  nothingToPay(error: unknown): unknown;
  /** What to say, and where to go, while the bank has not answered (the webhook settles it). */
  withTheBank: { message: string; to: string };
};

const paymentFailed = (error: unknown) =>
  showErrorToast('Payment Failed', serverMessage(error, 'An error occurred during payment processing.'));

/** The card column's state and handlers (CardPayment's props) for the intent with `clientSecret`. */
export function useCardCheckout(clientSecret: string | undefined, steps: CheckoutSteps) {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);

  const paySandbox = async (payment: SandboxPayment) => {
    if (!clientSecret) return;
    setProcessing(true);
    setDeclined(null);
    try {
      const result = await confirmSandboxPayment({ clientSecret, ...payment });
      if (result.status === 'requires_action' && result.redirectUrl) {
        void navigate(result.redirectUrl);
        return;
      }
      if (result.status === 'failed') {
        setDeclined(result.error?.message ?? 'Your card was declined.');
        return;
      }
      await steps.paid('sandbox');
    } catch (error) {
      if (isNothingToPay(error)) await steps.nothingToPay(error);
      else paymentFailed(error);
    } finally {
      setProcessing(false);
    }
  };

  const settleStripe = async (outcome: StripeOutcome) => {
    if (outcome.status === 'failed') {
      setDeclined(outcome.message);
      return;
    }
    if (outcome.status === 'processing') {
      showSuccessToast('Payment processing', steps.withTheBank.message);
      void navigate(steps.withTheBank.to);
      return;
    }
    try {
      await steps.paid('stripe');
    } catch (error) {
      paymentFailed(error);
    }
  };

  return {
    processing,
    onProcessing: setProcessing,
    declined,
    clearDeclined: () => setDeclined(null),
    onSandboxPay: (payment: SandboxPayment) => void paySandbox(payment),
    onStripeOutcome: (outcome: StripeOutcome) => void settleStripe(outcome),
  };
}
