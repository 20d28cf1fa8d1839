// POST /api/enrollments/:id/cancel (issue 31, decisions.md 72): the owner withdraws a pet from a
// program. A free enrolment is simply removed; a pending one is removed with its open intent
// cancelled at the provider (no money moved); a paid one is refunded in full through the provider
// when the refund rule allows (common/enrollment-refunds.ts), once: the enrolment row is locked and
// the refund row is unique per enrolment, so concurrent requests refund once and the rest get 409.
import { eq } from 'drizzle-orm';
import { AWAITING_CARD } from '../payments/intent-states';
import { enrollmentRefundDecision } from '../../../common/enrollment-refunds';
import type { Tx } from '../../db/client';
import { paymentRefunds, programEnrollments } from '../../db/schema';
import type { AccessUser } from '../../platform/access/access';
import { conflict } from '../../platform/errors';
import type { PaymentDeps } from '../bookings/booking-payments';
import { attendedSql, firstSessionAtSql } from './enrollment-facts';
import { queueEnrollmentReceipt } from './enrollment-paid';
import { ENROLLMENT_PROCESSING_MESSAGE, ENROLLMENT_REFUNDED_MESSAGE } from './enrollment-payments';
import { enrollmentNames, intentOfEnrollment, lockOwnEnrollment, type EnrollmentRow } from './enrollment-rows';
import { formatCents } from '../../../common/money';

export type WithdrawResult = { outcome: 'withdrawn' | 'cancelled' | 'refunded'; refundedCents: number };

export async function withdrawEnrollment(
  deps: PaymentDeps,
  user: AccessUser,
  enrollmentId: number,
  now = new Date(),
): Promise<WithdrawResult> {
  return deps.db.transaction(async (tx) => {
    const enrollment = await lockOwnEnrollment(tx, user, enrollmentId);
    switch (enrollment.paymentStatus) {
      case 'refunded':
        throw conflict(ENROLLMENT_REFUNDED_MESSAGE);
      case 'free':
        await tx.delete(programEnrollments).where(eq(programEnrollments.id, enrollment.id));
        return { outcome: 'withdrawn', refundedCents: 0 };
      case 'pending':
        return cancelPending(deps, tx, enrollment);
      case 'paid':
        return refundPaid(deps, tx, enrollment, now);
    }
  });
}

async function cancelPending(deps: PaymentDeps, tx: Tx, enrollment: EnrollmentRow): Promise<WithdrawResult> {
  const intent = await intentOfEnrollment(tx, enrollment.id);
  if (intent) {
    // The provider may have the money already (the webhook has not told us yet): ask it first.
    const state = await deps.payments.retrieve(tx, intent.id);
    if (state.status === 'processing' || state.status === 'succeeded') throw conflict(ENROLLMENT_PROCESSING_MESSAGE);
    if (AWAITING_CARD.includes(state.status)) await deps.payments.cancel(tx, intent.id);
  }
  // Nothing was paid: the enrolment and its cancelled intent go (the intent row cascades).
  await tx.delete(programEnrollments).where(eq(programEnrollments.id, enrollment.id));
  return { outcome: 'cancelled', refundedCents: 0 };
}

async function refundPaid(deps: PaymentDeps, tx: Tx, enrollment: EnrollmentRow, now: Date): Promise<WithdrawResult> {
  const intent = await intentOfEnrollment(tx, enrollment.id);
  if (!intent || intent.status !== 'succeeded' || !intent.paidAt) throw conflict('This enrolment has no payment to refund.');
  const [facts] = await tx
    .select({ firstSessionAt: firstSessionAtSql, attended: attendedSql })
    .from(programEnrollments)
    .where(eq(programEnrollments.id, enrollment.id));
  const decision = enrollmentRefundDecision({ paidAt: intent.paidAt, ...facts }, now);
  if (!decision.refundable) throw conflict(decision.message);
  const amount = intent.amount;
  const refundId = await deps.payments.refund(tx, intent.id, amount, `enrollment-${enrollment.id}`);
  await tx.insert(paymentRefunds).values({ id: refundId, enrollmentId: enrollment.id, paymentIntentId: intent.id, amount });
  const [refunded] = await tx
    .update(programEnrollments)
    .set({ paymentStatus: 'refunded' })
    .where(eq(programEnrollments.id, enrollment.id))
    .returning();
  const names = await enrollmentNames(tx, refunded);
  await deps.notifications.notify(tx, refunded.userId, {
    type: 'info',
    category: 'programs',
    title: 'Enrolment withdrawn',
    message: `${names.petName} was withdrawn from ${names.programTitle} and ${formatCents(amount)} was refunded.`,
    data: { url: '/training', enrollmentId: refunded.id, programId: refunded.programId, petId: refunded.petId },
    // The refund receipt tells the owner by mail.
    email: false,
  });
  await queueEnrollmentReceipt(tx, refunded, 'refund');
  return { outcome: 'refunded', refundedCents: amount };
}
