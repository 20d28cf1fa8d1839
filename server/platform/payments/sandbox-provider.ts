// The built-in sandbox: Stripe's PaymentIntent life cycle, kept in our payment_intents table, with
// Stripe's test card numbers (https://docs.stripe.com/testing). It lets the whole product work with
// no account and no network; nothing here moves real money.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentIntentStatus } from '../../../common/booking-choices';
import { cardBrand, type SandboxConfirmInput } from '../../../common/card-rules';
import type { Tx } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import type { IntentState, PaymentProvider, ProviderIntent } from './provider';

/** Test cards with an outcome other than success (any other valid number succeeds). */
const TEST_CARD_OUTCOMES: Record<string, { status: PaymentIntentStatus; message?: string }> = {
  '4000000000000002': { status: 'failed', message: 'Your card was declined.' },
  '4000000000009995': { status: 'failed', message: 'Your card has insufficient funds.' },
  '4000002500003155': { status: 'requires_action' },
};

export const AUTHENTICATION_FAILED_MESSAGE = 'We were unable to authenticate your payment method. Please choose another one.';

const token = (bytes = 12) => randomBytes(bytes).toString('hex');

async function stateOf(tx: Tx, intentId: string): Promise<IntentState> {
  const [row] = await tx
    .select({ status: paymentIntents.status, cardBrand: paymentIntents.cardBrand, cardLast4: paymentIntents.cardLast4 })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId));
  if (!row) throw new Error(`Unknown sandbox payment intent ${intentId}`);
  return row;
}

export type SandboxOutcome = { status: PaymentIntentStatus; message?: string };

export const sandboxProvider: PaymentProvider & {
  confirmCard(tx: Tx, intentId: string, card: SandboxConfirmInput): Promise<SandboxOutcome>;
  authenticate(tx: Tx, intentId: string, approve: boolean): Promise<SandboxOutcome>;
} = {
  name: 'sandbox',

  async createIntent(): Promise<ProviderIntent> {
    const id = `pi_sandbox_${token()}`;
    return { id, clientSecret: `${id}_secret_${token(16)}`, status: 'requires_payment_method' };
  },

  async updateAmount(tx, intentId, amount) {
    await tx.update(paymentIntents).set({ amount, updatedAt: new Date() }).where(eq(paymentIntents.id, intentId));
  },

  retrieve: stateOf,

  async cancel(tx, intentId) {
    await tx.update(paymentIntents).set({ status: 'canceled', updatedAt: new Date() }).where(eq(paymentIntents.id, intentId));
  },

  async refund() {
    return `re_sandbox_${token()}`;
  },

  /** Charges the card: the test number decides the outcome. Keeps only brand and last four. */
  async confirmCard(tx, intentId, card) {
    const outcome = TEST_CARD_OUTCOMES[card.cardNumber] ?? { status: 'succeeded' as const };
    await tx
      .update(paymentIntents)
      .set({
        status: outcome.status,
        cardBrand: cardBrand(card.cardNumber),
        cardLast4: card.cardNumber.slice(-4),
        ...(outcome.status === 'succeeded' ? { paidAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(paymentIntents.id, intentId));
    return outcome;
  },

  /** The 3-D Secure step: the cardholder approves or fails the challenge. */
  async authenticate(tx, intentId, approve) {
    const outcome: SandboxOutcome = approve ? { status: 'succeeded' } : { status: 'failed', message: AUTHENTICATION_FAILED_MESSAGE };
    await tx
      .update(paymentIntents)
      .set({ status: outcome.status, ...(approve ? { paidAt: new Date() } : {}), updatedAt: new Date() })
      .where(eq(paymentIntents.id, intentId));
    return outcome;
  },
};
