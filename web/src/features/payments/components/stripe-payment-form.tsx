// Stripe's Payment Element (decisions.md 4): Stripe's own iframe collects the card, so no card
// number ever touches our page. Loaded lazily by the checkout page only when Stripe takes the
// payment, so the sandbox and every other page never download Stripe.js.
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Stack, useComputedColorScheme } from '@mantine/core';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { CardDeclinedAlert } from './card-declined-alert';

export type StripeOutcome = { status: 'succeeded' } | { status: 'processing' } | { status: 'failed'; message: string };

type Props = {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the cardholder back after a 3-D Secure redirect. */
  returnUrl: string;
  processing: boolean;
  onProcessing: (processing: boolean) => void;
  onOutcome: (outcome: StripeOutcome) => void;
  /** The last decline, shown until the card changes (then onCardChange clears it). */
  declined: string | null;
  onCardChange: () => void;
  /** Pay with the saved card the server put on the intent (Stripe.js confirms it; 3-D Secure may follow). */
  savedCard?: boolean;
  /** Shown under the Payment Element (the checkout's "Save this card for future payments"). */
  extra?: ReactNode;
  /** Called just before confirming: the server puts the checkout's card choice on the intent. */
  beforeConfirm?: () => Promise<void>;
};

const stripeByKey = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!stripeByKey.has(publishableKey)) stripeByKey.set(publishableKey, loadStripe(publishableKey));
  return stripeByKey.get(publishableKey)!;
};

export default function StripePaymentForm({ publishableKey, clientSecret, ...rest }: Props) {
  const scheme = useComputedColorScheme('light');
  const options = useMemo(
    () => ({ clientSecret, appearance: { theme: scheme === 'dark' ? ('night' as const) : ('stripe' as const) } }),
    [clientSecret, scheme],
  );
  return (
    <Elements stripe={stripeFor(publishableKey)} options={options}>
      <PaymentFields clientSecret={clientSecret} {...rest} />
    </Elements>
  );
}

function PaymentFields({
  clientSecret,
  returnUrl,
  processing,
  onProcessing,
  onOutcome,
  declined,
  onCardChange,
  savedCard = false,
  extra,
  beforeConfirm,
}: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onProcessing(true);
    try {
      await beforeConfirm?.();
      // 3-D Secure and other redirects leave for Stripe and come back to /payment-success; a saved
      // card's 3-D Secure opens in Stripe's own dialog on this page.
      const { error, paymentIntent } = savedCard
        ? await stripe.confirmCardPayment(clientSecret)
        : await stripe.confirmPayment({
            elements,
            confirmParams: { return_url: returnUrl },
            redirect: 'if_required',
          });
      if (error) onOutcome({ status: 'failed', message: error.message ?? 'An error occurred during payment processing.' });
      else if (paymentIntent.status === 'succeeded') onOutcome({ status: 'succeeded' });
      else if (paymentIntent.status === 'processing') onOutcome({ status: 'processing' });
      else onOutcome({ status: 'failed', message: 'An error occurred during payment processing.' });
    } catch {
      onOutcome({ status: 'failed', message: 'An unexpected error occurred.' });
    } finally {
      onProcessing(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack>
        {savedCard ? null : <PaymentElement onReady={() => setReady(true)} onChange={onCardChange} />}
        {savedCard ? null : extra}
        <CardDeclinedAlert message={declined} />
        <Button type="submit" size="md" loading={processing} disabled={!stripe || !elements || (!ready && !savedCard)}>
          Complete Payment
        </Button>
      </Stack>
    </form>
  );
}
