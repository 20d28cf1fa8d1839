// Stripe through its official SDK (decisions.md 4): one PaymentIntent per booking, created with
// an idempotency key that names the booking and the amount, so a retried request never makes a
// second intent and a changed total never reuses a key for another amount. Our payment_intents
// row mirrors what Stripe said last; Stripe stays the authority (retrieve() always asks it).
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { PaymentIntentStatus } from '../../../common/booking-choices';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import type { IntentState, PaymentProvider } from './provider';

export type StripeSettings = NonNullable<Config['stripe']>;

export const CURRENCY = 'usd';

/** The SDK client for these settings; `apiUrl` points it at a stand-in (stripe-mock, tests). */
export function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe's status in our life cycle; a payment method that was refused reads as failed. */
export function intentStatusOf(intent: Stripe.PaymentIntent): PaymentIntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
    case 'requires_confirmation':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'canceled';
    default:
      return intent.last_payment_error ? 'failed' : 'requires_payment_method';
  }
}

/** Brand and last four digits of the card that paid, when Stripe tells them. */
export function cardOf(intent: Stripe.PaymentIntent): { cardBrand: string | null; cardLast4: string | null } {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return { cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null };
}

/** Stores what Stripe said about the intent on our row (status, card, when it was paid). */
export async function mirrorIntent(tx: Tx, intent: Stripe.PaymentIntent): Promise<IntentState> {
  const status = intentStatusOf(intent);
  const card = cardOf(intent);
  const [row] = await tx
    .update(paymentIntents)
    .set({
      status,
      ...(card.cardBrand ? card : {}),
      ...(status === 'succeeded' ? { paidAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(paymentIntents.id, intent.id))
    .returning({ status: paymentIntents.status, cardBrand: paymentIntents.cardBrand, cardLast4: paymentIntents.cardLast4 });
  return row ?? { status, ...card };
}

export function stripeProvider(settings: StripeSettings, stripe: Stripe = stripeClient(settings)): PaymentProvider & { stripe: Stripe } {
  return {
    name: 'stripe',
    stripe,

    async createIntent(request) {
      const { amount } = request;
      const what: Pick<Stripe.PaymentIntentCreateParams, 'metadata' | 'description'> =
        'seriesId' in request
          ? { metadata: { seriesId: String(request.seriesId) }, description: `PawsConnect recurring booking #${request.seriesId}` }
          : 'enrollmentId' in request
            ? {
                metadata: { enrollmentId: String(request.enrollmentId) },
                description: `PawsConnect program enrolment #${request.enrollmentId}`,
              }
            : { metadata: { bookingId: String(request.bookingId) }, description: `PawsConnect booking #${request.bookingId}` };
      const key =
        'seriesId' in request
          ? `series-${request.seriesId}`
          : 'enrollmentId' in request
            ? `enrollment-${request.enrollmentId}`
            : `booking-${request.bookingId}`;
      const intent = await stripe.paymentIntents.create(
        { amount, currency: CURRENCY, automatic_payment_methods: { enabled: true }, ...what },
        { idempotencyKey: `${key}-intent-${amount}` },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret, status: intentStatusOf(intent) };
    },

    async updateAmount(tx, intentId, amount) {
      await stripe.paymentIntents.update(intentId, { amount });
      await tx.update(paymentIntents).set({ amount, updatedAt: new Date() }).where(eq(paymentIntents.id, intentId));
    },

    async retrieve(tx, intentId) {
      const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
      return mirrorIntent(tx, intent);
    },

    async cancel(tx, intentId) {
      const intent = await stripe.paymentIntents.cancel(intentId);
      await mirrorIntent(tx, intent);
    },

    async refund(_tx, intentId, amount, part) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount, reason: 'requested_by_customer' },
        { idempotencyKey: `refund-${intentId}-${amount}${part ? `-${part}` : ''}` },
      );
      return refund.id;
    },
  };
}
