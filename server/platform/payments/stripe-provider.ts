// Stripe through its official SDK (decisions.md 4): one PaymentIntent per booking, created with
// an idempotency key that names the booking and the amount, so a retried request never makes a
// second intent and a changed total never reuses a key for another amount. Our payment_intents
// row mirrors what Stripe said last; Stripe stays the authority (retrieve() always asks it).
import Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import type { PaymentIntentStatus } from '../../../common/booking-choices';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import { customerOnce } from './customers';
import type { IntentState, OffSessionResult, PaymentProvider } from './provider';

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
      // When it was paid is kept from the first time Stripe said so (a refund window counts from it).
      ...(status === 'succeeded' ? { paidAt: sql`coalesce(${paymentIntents.paidAt}, now())` } : {}),
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
      // A booking's second intent (its balance after a deposit) must not be answered with the first.
      const key =
        'seriesId' in request
          ? `series-${request.seriesId}`
          : 'enrollmentId' in request
            ? `enrollment-${request.enrollmentId}`
            : `booking-${request.bookingId}${request.attempt ? `-${request.purpose ?? 'full'}-${request.attempt}` : ''}`;
      // Saving the card (decisions.md 70): the customer it is kept for, and the key names it too,
      // since Stripe refuses a key reused with other parameters.
      const saving = request.customerId
        ? { customer: request.customerId, ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}) }
        : {};
      const keyTail = request.customerId ? `-${request.customerId}${request.saveCard ? '-save' : ''}` : '';
      const intent = await stripe.paymentIntents.create(
        { amount, currency: CURRENCY, automatic_payment_methods: { enabled: true }, ...what, ...saving },
        { idempotencyKey: `${key}-intent-${amount}${keyTail}` },
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

    async ensureCustomer(tx, user) {
      return customerOnce(tx, user.id, 'stripe', async () => {
        const customer = await stripe.customers.create(
          { email: user.email, name: user.name, metadata: { userId: String(user.id) } },
          { idempotencyKey: `customer-user-${user.id}` },
        );
        return customer.id;
      });
    },

    async setSaveCard(_tx, intentId, { customerId, save }) {
      // Stripe attaches the payment method to the customer when the intent succeeds.
      await stripe.paymentIntents.update(intentId, { customer: customerId, setup_future_usage: save ? 'off_session' : '' });
    },

    async useSavedCard(_tx, intentId, { customerId, providerMethodId }) {
      // The owner confirms on-session (Stripe.js confirmCardPayment); 3-D Secure may still follow.
      await stripe.paymentIntents.update(intentId, { customer: customerId, payment_method: providerMethodId, setup_future_usage: '' });
    },

    async savedCardOf(_tx, intentId) {
      const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      // Kept only when the intent asked for it and Stripe attached the card to the customer.
      if (!intent.setup_future_usage || !method?.card || !method.customer) return null;
      return {
        providerMethodId: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },

    async detachCard(_tx, providerMethodId) {
      try {
        await stripe.paymentMethods.detach(providerMethodId);
      } catch (error) {
        // Already gone at Stripe (detached in the Dashboard): nothing left to forget.
        if ((error as { code?: string }).code !== 'resource_missing' && (error as { statusCode?: number }).statusCode !== 404) throw error;
      }
    },

    async chargeOffSession(_tx, request): Promise<OffSessionResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: CURRENCY,
            customer: request.customerId,
            payment_method: request.providerMethodId,
            off_session: true,
            confirm: true,
            metadata: { bookingId: String(request.bookingId), purpose: request.purpose },
            description: `PawsConnect booking #${request.bookingId} (${request.purpose})`,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const status = intentStatusOf(intent);
        return {
          id: intent.id,
          clientSecret: intent.client_secret ?? '',
          status: status === 'succeeded' || status === 'processing' || status === 'requires_action' ? status : 'failed',
          ...(status === 'failed' ? { declineMessage: intent.last_payment_error?.message ?? DECLINED_MESSAGE } : {}),
        };
      } catch (error) {
        // A card error still made the intent: authentication_required means the owner must confirm
        // it on-session (3-D Secure); any other decline failed with the bank's message.
        const failure = error as { type?: string; code?: string; message?: string; payment_intent?: Stripe.PaymentIntent };
        if (failure.type !== 'StripeCardError' || !failure.payment_intent) throw error;
        const intent = failure.payment_intent;
        if (failure.code === 'authentication_required')
          return { id: intent.id, clientSecret: intent.client_secret ?? '', status: 'requires_action' };
        return {
          id: intent.id,
          clientSecret: intent.client_secret ?? '',
          status: 'failed',
          declineMessage: failure.message ?? DECLINED_MESSAGE,
        };
      }
    },
  };
}

const DECLINED_MESSAGE = 'Your card was declined.';
