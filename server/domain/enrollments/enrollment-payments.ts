// A priced program enrolment's payment (issue 31, decisions.md 72): one PaymentIntent per
// enrolment for the price kept on it when the pet enrolled, made on first call and returned again
// after; paid only when the provider says the intent succeeded (decisions.md 4), through the
// sandbox's card form or Stripe's webhook. The enrolment row is locked while any of this acts.
import { eq } from 'drizzle-orm';
import { AWAITING_CARD } from '../payments/intent-states';
import type { PaymentIntentStatus } from '../../../common/booking-choices';
import type { SandboxConfirmInput } from '../../../common/card-rules';
import type { Db, Tx } from '../../db/client';
import { paymentIntents, programEnrollments } from '../../db/schema';
import type { AccessUser } from '../../platform/access/access';
import { conflict, notFound } from '../../platform/errors';
import { sandboxProvider, type SandboxOutcome } from '../../platform/payments/sandbox-provider';
import { NOT_AWAITING_AUTHENTICATION_MESSAGE, NOT_AWAITING_CARD_MESSAGE, type PaymentDeps } from '../bookings/booking-payments';
import { markEnrollmentPaid } from './enrollment-paid';
import { intentOfEnrollment, lockOwnEnrollment, type EnrollmentIntentRow, type EnrollmentRow } from './enrollment-rows';
import { assertCardValid, chargeSandboxCard, saveCardIfAsked } from '../payments/saved-cards';

export const ENROLLMENT_ALREADY_PAID_MESSAGE = 'This enrolment is already paid.';
export const ENROLLMENT_FREE_MESSAGE = 'This program is free: there is nothing to pay.';
export const ENROLLMENT_REFUNDED_MESSAGE = 'This enrolment was withdrawn and refunded.';
export const ENROLLMENT_PROCESSING_MESSAGE =
  'A payment for this enrolment is being processed. Please wait for it to finish before paying again.';

export type EnrollmentIntentForClient = { clientSecret: string; provider: PaymentDeps['payments']['name']; amount: number };

function assertPending(enrollment: EnrollmentRow) {
  if (enrollment.paymentStatus === 'free') throw conflict(ENROLLMENT_FREE_MESSAGE);
  if (enrollment.paymentStatus === 'paid') throw conflict(ENROLLMENT_ALREADY_PAID_MESSAGE);
  if (enrollment.paymentStatus === 'refunded') throw conflict(ENROLLMENT_REFUNDED_MESSAGE);
}

/** POST /api/create-payment-intent {enrollmentId}: the enrolment's one intent. */
export async function ensureEnrollmentIntent(
  deps: PaymentDeps,
  user: AccessUser,
  enrollmentId: number,
): Promise<EnrollmentIntentForClient> {
  return deps.db.transaction(async (tx) => {
    const enrollment = await lockOwnEnrollment(tx, user, enrollmentId);
    assertPending(enrollment);
    const amount = enrollment.priceCents;
    const existing = await intentOfEnrollment(tx, enrollment.id);
    if (existing) {
      if (existing.status === 'succeeded') throw conflict(ENROLLMENT_ALREADY_PAID_MESSAGE);
      if (existing.status === 'processing') throw conflict(ENROLLMENT_PROCESSING_MESSAGE);
      // A declined attempt may be retried with another card.
      if (existing.status === 'failed') {
        await tx
          .update(paymentIntents)
          .set({ status: 'requires_payment_method', updatedAt: new Date() })
          .where(eq(paymentIntents.id, existing.id));
      }
      return { clientSecret: existing.clientSecret, provider: existing.provider, amount: existing.amount };
    }
    const created = await deps.payments.createIntent({ enrollmentId: enrollment.id, amount });
    await tx.insert(paymentIntents).values({
      id: created.id,
      enrollmentId: enrollment.id,
      provider: deps.payments.name,
      clientSecret: created.clientSecret,
      amount,
      status: created.status,
    });
    return { clientSecret: created.clientSecret, provider: deps.payments.name, amount };
  });
}

/** Whether a client secret is an enrolment's checkout (the sandbox routes ask before choosing). */
export async function isEnrollmentSecret(db: Db, clientSecret: string): Promise<boolean> {
  const [found] = await db
    .select({ enrollmentId: paymentIntents.enrollmentId })
    .from(paymentIntents)
    .where(eq(paymentIntents.clientSecret, clientSecret));
  return found?.enrollmentId != null;
}

export type EnrollmentSandboxResult = { outcome: SandboxOutcome; enrollment: EnrollmentRow; intent: EnrollmentIntentRow };

/** The caller's enrolment intent by its client secret, the enrolment locked; 404 for anyone else's. */
async function intentBySecret(tx: Tx, user: AccessUser, clientSecret: string) {
  const [found] = await tx.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret));
  if (!found || found.enrollmentId == null) throw notFound('The payment');
  const enrollment = await lockOwnEnrollment(tx, user, found.enrollmentId).catch(() => {
    throw notFound('The payment');
  });
  // Read again under the lock: a card confirmed meanwhile may have moved the intent on.
  const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, found.id));
  return { intent, enrollment };
}

/** POST /api/sandbox/confirm for an enrolment's checkout. */
export async function confirmEnrollmentSandboxPayment(
  deps: PaymentDeps,
  user: AccessUser,
  card: SandboxConfirmInput,
  now = new Date(),
): Promise<EnrollmentSandboxResult> {
  assertCardValid(card, now);
  return deps.db.transaction(async (tx) => {
    const { intent, enrollment } = await intentBySecret(tx, user, card.clientSecret);
    assertPending(enrollment);
    if (!AWAITING_CARD.includes(intent.status)) throw conflict(NOT_AWAITING_CARD_MESSAGE);
    // A new card (saved when it pays, if asked) or one of the owner's saved cards (decisions.md 70).
    const outcome = await chargeSandboxCard(tx, user, enrollment.userId, intent.id, card);
    return settle(deps, tx, outcome, intent, enrollment);
  });
}

/** POST /api/sandbox/authenticate for an enrolment's checkout. */
export async function authenticateEnrollmentSandboxPayment(
  deps: PaymentDeps,
  user: AccessUser,
  clientSecret: string,
  approve: boolean,
): Promise<EnrollmentSandboxResult> {
  return deps.db.transaction(async (tx) => {
    const { intent, enrollment } = await intentBySecret(tx, user, clientSecret);
    assertPending(enrollment);
    if (intent.status !== 'requires_action') throw conflict(NOT_AWAITING_AUTHENTICATION_MESSAGE);
    const outcome = await sandboxProvider.authenticate(tx, intent.id, approve);
    return settle(deps, tx, outcome, intent, enrollment);
  });
}

async function settle(
  deps: PaymentDeps,
  tx: Tx,
  outcome: SandboxOutcome,
  intent: EnrollmentIntentRow,
  enrollment: EnrollmentRow,
): Promise<EnrollmentSandboxResult> {
  if (outcome.status === 'failed') await notifyFailed(deps, tx, enrollment, outcome.message);
  if (outcome.status !== 'succeeded') return { outcome, intent, enrollment };
  await saveCardIfAsked(deps.payments, tx, intent.id, enrollment.userId);
  return { outcome, intent, enrollment: await markEnrollmentPaid(deps, tx, enrollment) };
}

async function notifyFailed(deps: Pick<PaymentDeps, 'notifications'>, tx: Tx, enrollment: EnrollmentRow, message?: string | null) {
  await deps.notifications.notify(tx, enrollment.userId, {
    type: 'error',
    category: 'programs',
    title: 'Payment failed',
    message: message ?? 'Your payment did not go through.',
    data: { url: `/checkout?enrollment_id=${enrollment.id}`, enrollmentId: enrollment.id, petId: enrollment.petId },
  });
}

/**
 * Brings the enrolment in line with what its provider says about its intent now (the Stripe
 * webhook, and the owner's return from Stripe's page): paid once when it succeeded. A failure the
 * event reports is told to the owner once.
 */
export async function reconcileEnrollmentPayment(
  deps: Pick<PaymentDeps, 'payments' | 'notifications'>,
  tx: Tx,
  intent: EnrollmentIntentRow,
  failure?: { message: string | null },
): Promise<{ status: PaymentIntentStatus; enrollment: EnrollmentRow | null }> {
  const [enrollment] = await tx.select().from(programEnrollments).where(eq(programEnrollments.id, intent.enrollmentId!)).for('update');
  if (!enrollment) return { status: intent.status, enrollment: null };
  const previous = intent.status;
  const state = await deps.payments.retrieve(tx, intent.id);
  if (state.status === 'succeeded' && enrollment.paymentStatus === 'pending') {
    return { status: state.status, enrollment: await markEnrollmentPaid(deps, tx, enrollment) };
  }
  if (failure && state.status === 'failed' && previous !== 'failed' && enrollment.paymentStatus === 'pending') {
    await notifyFailed(deps, tx, enrollment, failure.message);
  }
  return { status: state.status, enrollment };
}

/** POST /api/enrollments/:id/confirm-payment: asks the provider, and answers the enrolment paid or 409. */
export async function confirmEnrollmentPaid(deps: PaymentDeps, user: AccessUser, enrollmentId: number): Promise<EnrollmentRow> {
  return deps.db.transaction(async (tx) => {
    const enrollment = await lockOwnEnrollment(tx, user, enrollmentId);
    if (enrollment.paymentStatus !== 'pending') return enrollment;
    const intent = await intentOfEnrollment(tx, enrollment.id);
    if (!intent) throw conflict('This enrolment has not been paid yet.');
    const { enrollment: after } = await reconcileEnrollmentPayment(deps, tx, intent);
    if (after?.paymentStatus !== 'paid') throw conflict('This enrolment has not been paid yet.');
    return after;
  });
}
