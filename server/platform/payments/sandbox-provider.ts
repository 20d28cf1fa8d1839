// The built-in sandbox (PAYMENTS=sandbox, decisions.md 52): Stripe's PaymentIntent life cycle, kept
// in our payment_intents table, with Stripe's test card numbers (https://docs.stripe.com/testing).
// It lets the whole product work with no account and no network; nothing here moves real money.
// Only Stripe's test numbers pay, so no one mistakes it for a real checkout with a real card.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentIntentStatus } from '../../../common/booking-choices';
import { cardBrand, TEST_CARDS_ONLY_MESSAGE, type SandboxConfirmInput } from '../../../common/card-rules';
import type { Tx } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import type { IntentState, PaymentProvider, ProviderIntent } from './provider';

/** Stripe's test cards by brand: each one pays. */
const SUCCEEDING_TEST_CARDS = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '6011000990139424', // Discover
  '6011981111111113', // Discover (debit)
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

/** Stripe's test cards with another outcome: declines and 3-D Secure. */
const TEST_CARD_OUTCOMES: Record<string, { status: PaymentIntentStatus; message?: string }> = {
  '4000000000000002': { status: 'failed', message: 'Your card was declined.' },
  '4000000000009995': { status: 'failed', message: 'Your card has insufficient funds.' },
  '4000000000009987': { status: 'failed', message: 'Your card was declined.' }, // lost card
  '4000000000009979': { status: 'failed', message: 'Your card was declined.' }, // stolen card
  '4000000000000069': { status: 'failed', message: 'Your card has expired.' },
  '4000000000000127': { status: 'failed', message: 'Your card’s security code is incorrect.' },
  '4000000000000119': { status: 'failed', message: 'An error occurred while processing your card. Try again in a little bit.' },
  '4000002500003155': { status: 'requires_action' },
  '4000002760003184': { status: 'requires_action' },
  '4000000000003220': { status: 'requires_action' },
};

/** What a number does in the sandbox: a test card's outcome; any other card is declined. */
function outcomeOf(cardNumber: string): SandboxOutcome {
  if (SUCCEEDING_TEST_CARDS.has(cardNumber)) return { status: 'succeeded' };
  return TEST_CARD_OUTCOMES[cardNumber] ?? { status: 'failed', message: TEST_CARDS_ONLY_MESSAGE };
}

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
    const outcome = outcomeOf(card.cardNumber);
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
