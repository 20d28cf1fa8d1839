// The checkout's card column, the same for a booking, a weekly booking and a program enrolment:
// the owner's saved cards with the default chosen, or a new card that may be saved (decisions.md
// 70), through the sandbox's form or Stripe's Payment Element. The page says what is paid and what
// happens once it is; this says how.
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { PaymentIntent } from '@common/payment-schemas';
import { useSavedCards } from '../../../lib/saved-cards';
import { CardDeclinedAlert } from './card-declined-alert';
import { SandboxCardForm, type CardDetails } from './sandbox-card-form';
import { SavedCardChoice, initialChoice, type CardChoice } from './saved-card-choice';
import type { StripeOutcome } from './stripe-payment-form';

// Stripe.js is fetched only when Stripe takes the payment.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/** What the sandbox is asked to charge: a new card (saved when asked) or a saved one. */
export type SandboxPayment = (CardDetails & { saveCard?: true }) | { paymentMethodId: number };

/** The card choice put on the open intent before Stripe.js confirms it. */
export type IntentCardChoice = { saveCard: boolean } | { paymentMethodId: number };

type Props = {
  intent: Pick<PaymentIntent, 'provider' | 'clientSecret' | 'publishableKey'>;
  /** Where Stripe sends the owner back after a bank's page. */
  returnUrl: string;
  processing: boolean;
  onProcessing: (processing: boolean) => void;
  declined: string | null;
  clearDeclined: () => void;
  onSandboxPay: (payment: SandboxPayment) => void;
  onStripeOutcome: (outcome: StripeOutcome) => void;
  chooseIntentCard: (choice: IntentCardChoice) => Promise<unknown>;
  /** Above the card choice: what is paid now, when the page has more to say than its total. */
  children?: ReactNode;
  /** The way back, under the provider's line. */
  back: ReactNode;
};

export function CardPayment(props: Props) {
  const { intent, processing, declined, clearDeclined } = props;
  // The page asked for them with its intent, so they are usually here already.
  const savedCards = useSavedCards(true);
  const [pickedCard, setPickedCard] = useState<CardChoice | null>(null);
  const cardChoice: CardChoice = pickedCard ?? initialChoice(savedCards.data ?? []);
  const [saveCard, setSaveCard] = useState(false);
  // Whether the intent was told to save the card, so unticking tells it again.
  const toldToSave = useRef(false);

  const payNewCard = (card: CardDetails) => props.onSandboxPay(saveCard ? { ...card, saveCard: true } : card);

  const beforeStripeConfirm = async () => {
    if (cardChoice !== 'new') await props.chooseIntentCard({ paymentMethodId: cardChoice });
    else if (saveCard || toldToSave.current) {
      await props.chooseIntentCard({ saveCard });
      toldToSave.current = saveCard;
    }
  };

  const saveCheckbox = (
    <Checkbox
      label="Save this card for future payments"
      checked={saveCard}
      onChange={(event) => setSaveCard(event.currentTarget.checked)}
      disabled={processing}
    />
  );

  // The choice decides which form shows: drawing the new-card form first would swap it away.
  if (savedCards.isPending) return <Loader size="sm" role="status" aria-label="Loading your saved cards" />;

  return (
    <Stack>
      <Text fw={600} size="lg">
        Card details
      </Text>
      {props.children}
      {(savedCards.data?.length ?? 0) > 0 ? (
        <SavedCardChoice
          cards={savedCards.data ?? []}
          value={cardChoice}
          onChange={(next) => {
            setPickedCard(next);
            clearDeclined();
          }}
          disabled={processing}
        />
      ) : null}
      {intent.provider === 'sandbox' ? (
        cardChoice === 'new' ? (
          <SandboxCardForm
            processing={processing}
            onSubmit={payNewCard}
            declined={declined}
            onCardChange={clearDeclined}
            extra={saveCheckbox}
          />
        ) : (
          <Stack>
            <CardDeclinedAlert message={declined} />
            <Button size="md" loading={processing} onClick={() => props.onSandboxPay({ paymentMethodId: cardChoice })}>
              {processing ? 'Processing...' : 'Complete Payment'}
            </Button>
          </Stack>
        )
      ) : (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the card form" />}>
          <StripePaymentForm
            publishableKey={intent.publishableKey ?? ''}
            clientSecret={intent.clientSecret}
            returnUrl={props.returnUrl}
            processing={processing}
            onProcessing={props.onProcessing}
            onOutcome={props.onStripeOutcome}
            declined={declined}
            onCardChange={clearDeclined}
            savedCard={cardChoice !== 'new'}
            extra={saveCheckbox}
            beforeConfirm={beforeStripeConfirm}
          />
        </Suspense>
      )}
      <Text size="xs" c="dimmed">
        <IconLock size={12} /> Payment is processed by a card payment provider. PawsConnect never stores your full card details.
      </Text>
      {props.back}
    </Stack>
  );
}
