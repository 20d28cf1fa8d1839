// An enrolment's payment settled (issue 31, decisions.md 72): only ever called once the provider
// said its intent succeeded. The enrolment becomes paid and counts from now on, so the owner hears
// "Payment received" with an e-mailed receipt, and the program's author is told the pet enrolled.
import { and, eq } from 'drizzle-orm';
import { formatCents } from '../../../common/money';
import type { Tx } from '../../db/client';
import { paymentRefunds, programEnrollments } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import { queueMail } from '../../platform/mail/mail-queue';
import { enrollmentReceiptMail } from '../../platform/mail/templates/enrollment-receipt';
import { notifyEnrollment } from './enrollment-notifications';
import { enrollmentNames, intentOfEnrollment, type EnrollmentRow } from './enrollment-rows';

type NotifyDeps = Pick<AppDeps, 'notifications'>;

export async function markEnrollmentPaid(deps: NotifyDeps, tx: Tx, enrollment: EnrollmentRow): Promise<EnrollmentRow> {
  const [paid] = await tx
    .update(programEnrollments)
    .set({ paymentStatus: 'paid' })
    .where(and(eq(programEnrollments.id, enrollment.id), eq(programEnrollments.paymentStatus, 'pending')))
    .returning();
  // Already paid by another path (the webhook and the card form both settle): told once.
  if (!paid) return enrollment;
  const names = await enrollmentNames(tx, paid);
  await deps.notifications.notify(tx, paid.userId, {
    type: 'success',
    category: 'programs',
    title: 'Payment received',
    message: `Thank you! We received ${formatCents(paid.priceCents)} and ${names.petName} is enrolled in ${names.programTitle}.`,
    data: { url: `/training?petId=${paid.petId}`, enrollmentId: paid.id, programId: paid.programId, petId: paid.petId },
    // The receipt mail already tells the owner; never a second mail.
    email: false,
  });
  await notifyEnrollment(
    deps,
    tx,
    {
      ownerId: paid.userId,
      authorId: names.authorId,
      petId: paid.petId,
      petName: names.petName,
      programId: paid.programId,
      programTitle: names.programTitle,
      version: names.version,
    },
    { owner: false },
  );
  await queueEnrollmentReceipt(tx, paid, 'payment');
  return paid;
}

/** The enrolment's receipt number, beside the bookings' PC-000123. */
export const enrollmentReceiptNumber = (enrollmentId: number) => `PE-${String(enrollmentId).padStart(6, '0')}`;

/** Queues the receipt e-mail in the transaction that paid or refunded the enrolment. */
export async function queueEnrollmentReceipt(tx: Tx, enrollment: EnrollmentRow, kind: 'payment' | 'refund'): Promise<void> {
  const names = await enrollmentNames(tx, enrollment);
  const intent = await intentOfEnrollment(tx, enrollment.id);
  const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.enrollmentId, enrollment.id));
  await queueMail(tx, {
    to: names.ownerEmail,
    ...enrollmentReceiptMail({
      kind,
      firstName: names.ownerFirstName,
      receiptNumber: enrollmentReceiptNumber(enrollment.id),
      petName: names.petName,
      programTitle: names.programTitle,
      amountCents: intent?.amount ?? enrollment.priceCents,
      card: intent?.cardBrand && intent.cardLast4 ? { brand: intent.cardBrand, last4: intent.cardLast4 } : null,
      refundCents: refund?.amount ?? null,
    }),
  });
}
