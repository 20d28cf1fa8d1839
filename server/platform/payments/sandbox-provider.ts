// The built-in sandbox (PAYMENTS=sandbox, decisions.md 52): Stripe's PaymentIntent life cycle, kept
// in our payment_intents table, with Stripe's test card numbers (https://docs.stripe.com/testing).
// It lets the whole product work with no account and no network; nothing here moves real money.
// Only Stripe's test numbers pay, so no one mistakes it for a real checkout with a real card.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { PaymentIntentStatus } from '../../../common/booking-choices';
import { cardBrand, TEST_CARDS_ONLY_MESSAGE, type SandboxCard } from '../../../common/card-rules';
import type { Tx } from '../../db/client';
import { paymentIntents, sandboxOffSessionCharges, sandboxPaymentMethods, type SandboxCardBehaviour } from '../../db/schema';
import { customerOnce } from './customers';
import type { IntentState, OffSessionResult, PaymentProvider, ProviderCard, ProviderIntent } from './provider';

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

/**
 * Stripe's test cards with another behaviour: declines and 3-D Secure. A saved sandbox card keeps
 * this behaviour (never its number), so later charges act as Stripe's would (decisions.md 70).
 */
const TEST_CARD_BEHAVIOURS: Record<string, SandboxCardBehaviour> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'card_declined', // lost card
  '4000000000009979': 'card_declined', // stolen card
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  // Needs authentication for a payment made with the owner there, but not off-session once saved.
  '4000002500003155': 'authentication_unless_saved',
  // Always needs authentication, off-session too.
  '4000002760003184': 'authentication_always',
  '4000000000003220': 'authentication_always',
};

const DECLINE_MESSAGES: Partial<Record<SandboxCardBehaviour, string>> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: 'Your card’s security code is incorrect.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
};

/** The behaviour of a test number; null for any other number (declined: only test cards pay). */
function behaviourOf(cardNumber: string): SandboxCardBehaviour | null {
  if (SUCCEEDING_TEST_CARDS.has(cardNumber)) return 'succeeds';
  return TEST_CARD_BEHAVIOURS[cardNumber] ?? null;
}

/** What a card of this behaviour does when charged with the owner there (on-session) or not. */
function chargeOutcome(behaviour: SandboxCardBehaviour, offSession: boolean): SandboxOutcome {
  switch (behaviour) {
    case 'succeeds':
      return { status: 'succeeded' };
    case 'authentication_always':
      return { status: 'requires_action' };
    case 'authentication_unless_saved':
      return offSession ? { status: 'succeeded' } : { status: 'requires_action' };
    default:
      return { status: 'failed', message: DECLINE_MESSAGES[behaviour] ?? 'Your card was declined.' };
  }
}

/** What a number does in the sandbox: a test card's outcome; any other card is declined. */
function outcomeOf(cardNumber: string): SandboxOutcome {
  const behaviour = behaviourOf(cardNumber);
  return behaviour ? chargeOutcome(behaviour, false) : { status: 'failed', message: TEST_CARDS_ONLY_MESSAGE };
}

export const SAVED_CARD_GONE_MESSAGE = 'This saved card is no longer available. Please use another card.';

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
  confirmCard(tx: Tx, intentId: string, card: SandboxCard): Promise<SandboxOutcome>;
  confirmSavedCard(tx: Tx, intentId: string, providerMethodId: string): Promise<SandboxOutcome>;
  setUpCard(tx: Tx, card: SandboxCard): Promise<string>;
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

  /**
   * Charges the card: the test number decides the outcome. Keeps only brand and last four; when the
   * owner asked to save it (payment_intents.save_card), a sandbox payment method is made for it,
   * saved once the intent succeeds (savedCardOf).
   */
  async confirmCard(tx, intentId, card) {
    const outcome = outcomeOf(card.cardNumber);
    const [intent] = await tx.select({ saveCard: paymentIntents.saveCard }).from(paymentIntents).where(eq(paymentIntents.id, intentId));
    const behaviour = behaviourOf(card.cardNumber);
    if (intent?.saveCard && behaviour && outcome.status !== 'failed') await newPaymentMethod(tx, card, behaviour, intentId);
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

  /** Charges a saved card with the owner there: as its test card would (3-D Secure may follow). */
  async confirmSavedCard(tx, intentId, providerMethodId) {
    const method = await methodById(tx, providerMethodId);
    const outcome: SandboxOutcome = method
      ? chargeOutcome(method.behaviour, false)
      : { status: 'failed', message: SAVED_CARD_GONE_MESSAGE };
    await tx
      .update(paymentIntents)
      .set({
        status: outcome.status,
        ...(method ? { cardBrand: method.brand, cardLast4: method.last4 } : {}),
        ...(outcome.status === 'succeeded' ? { paidAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(paymentIntents.id, intentId));
    return outcome;
  },

  /** Keeps a test card without a payment (Stripe's SetupIntent): its sandbox payment method id. */
  async setUpCard(tx, card) {
    const behaviour = behaviourOf(card.cardNumber);
    if (!behaviour) throw new Error(TEST_CARDS_ONLY_MESSAGE);
    return newPaymentMethod(tx, card, behaviour, null);
  },

  async ensureCustomer(tx, user) {
    return customerOnce(tx, user.id, 'sandbox', async () => `cus_sandbox_${token()}`);
  },

  // The sandbox reads save_card from our own row (confirmCard) and is given the saved card at
  // confirm time (confirmSavedCard): nothing else to tell it.
  async setSaveCard() {},
  async useSavedCard() {},

  async savedCardOf(tx, intentId) {
    const [method] = await tx
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.intentId, intentId))
      .orderBy(desc(sandboxPaymentMethods.createdAt))
      .limit(1);
    return method ? cardOfMethod(method) : null;
  },

  async detachCard(tx, providerMethodId) {
    await tx.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, providerMethodId));
  },

  /**
   * The saved card charged as its Stripe test card would be off-session. A key already used gets
   * the first answer (the row is claimed first; a concurrent one waits for it), never a second charge.
   */
  async chargeOffSession(tx, request): Promise<OffSessionResult> {
    const method = await methodById(tx, request.providerMethodId);
    const outcome: SandboxOutcome = method ? chargeOutcome(method.behaviour, true) : { status: 'failed', message: SAVED_CARD_GONE_MESSAGE };
    const id = `pi_sandbox_${token()}`;
    const fresh = {
      idempotencyKey: request.idempotencyKey,
      intentId: id,
      clientSecret: `${id}_secret_${token(16)}`,
      status: outcome.status,
      declineMessage: outcome.message ?? null,
    };
    const [claimed] = await tx.insert(sandboxOffSessionCharges).values(fresh).onConflictDoNothing().returning();
    const charge =
      claimed ??
      (await tx.select().from(sandboxOffSessionCharges).where(eq(sandboxOffSessionCharges.idempotencyKey, request.idempotencyKey)))[0];
    return {
      id: charge.intentId,
      clientSecret: charge.clientSecret,
      status: charge.status as OffSessionResult['status'],
      ...(charge.declineMessage ? { declineMessage: charge.declineMessage } : {}),
    };
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

async function newPaymentMethod(tx: Tx, card: SandboxCard, behaviour: SandboxCardBehaviour, intentId: string | null): Promise<string> {
  const id = `pm_sandbox_${token()}`;
  await tx.insert(sandboxPaymentMethods).values({
    id,
    intentId,
    brand: cardBrand(card.cardNumber),
    last4: card.cardNumber.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    behaviour,
  });
  return id;
}

async function methodById(tx: Tx, id: string) {
  const [method] = await tx.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
  return method;
}

const cardOfMethod = (method: typeof sandboxPaymentMethods.$inferSelect): ProviderCard => ({
  providerMethodId: method.id,
  brand: method.brand,
  last4: method.last4,
  expMonth: method.expMonth,
  expYear: method.expYear,
});
