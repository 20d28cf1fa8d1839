// A booking's itemised receipt: the same content in the API (GET /api/bookings/:id/receipt) and
// in the e-mail sent after a payment or a refund, queued with the change it reports.
import { eq, inArray } from 'drizzle-orm';
import { businessTimeZone } from '../../../common/business-time';
import type { Db, Tx } from '../../db/client';
import { pets, users } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { notFound } from '../../platform/errors';
import { bookingReceiptMail } from '../../platform/mail/templates/booking-receipt';
import { queueMail } from '../../platform/mail/mail-queue';
import { billFigures, billNumber, SERVICE_NAMES } from './booking-bill';
import { balanceOf } from './booking-intent';
import type { PaymentPurpose } from '../../../common/booking-choices';
import { bookingFeesOf, type BookingFee } from './cancellation-policy';
import { isPaidOrRefunded } from './payment-state';
import type { BookingSkill } from '../../../common/skill-schemas';

export type Receipt = {
  bookingId: number;
  number: string;
  issuedAt: Date;
  serviceType: BookingRow['serviceType'];
  petNames: string[];
  startDate: Date;
  endDate: Date;
  days: number;
  lines: { label: string; amountCents: number }[];
  /** Training skills added to the booking at checkout (also among the lines). */
  addedSkills: BookingSkill[];
  discountCents: number;
  totalCents: number;
  card: { brand: string; last4: string } | null;
  paidAt: Date | null;
  refund: { amountCents: number; refundedAt: Date } | null;
  /** Each payment taken, oldest first (decisions.md 71): the whole price, or the deposit and the balance. */
  payments: { purpose: PaymentPurpose; amountCents: number; paidAt: Date | null }[];
  /** What was paid and not refunded. */
  paidCents: number;
  /** What is left to pay (0 when paid in full or cancelled). */
  balanceDueCents: number;
  /** Fees the cancellation policy kept (decisions.md 73). */
  fees: { kind: BookingFee['kind']; label: string; amountCents: number; at: Date }[];
};

/**
 * The receipt of a paid, deposit-paid or refunded booking; 404 for any other (the caller checked
 * access). Its lines and money are the bill's (booking-bill.ts, decisions.md 69), so the two never
 * disagree.
 */
export async function receiptFor(db: Db | Tx, booking: BookingRow, timeZone = businessTimeZone()): Promise<Receipt> {
  if (!isPaidOrRefunded(booking) && booking.paymentStatus !== 'partially_paid') throw notFound('The receipt');
  const bill = await billFigures(db, booking, timeZone);
  const payment = bill.payments.at(-1);
  if (!payment) throw notFound('The receipt');
  const refund = bill.refunds.at(-1);
  const paidCents = Math.max(0, bill.paidCents - bill.refundedCents);
  const fees = await bookingFeesOf(db, booking);
  const petIds = [booking.petId, ...booking.additionalPetIds];
  const names = new Map(
    (await db.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, petIds))).map((p) => [p.id, p.name]),
  );
  return {
    bookingId: booking.id,
    number: billNumber(booking.id),
    issuedAt: refund?.date ?? fees.at(-1)?.at ?? payment.date,
    serviceType: booking.serviceType,
    petNames: petIds.map((id) => names.get(id) ?? `Pet #${id}`),
    startDate: booking.startDate,
    endDate: booking.endDate,
    days: bill.days,
    // What was bought: the booking's lines, skills and fees (a cancelled booking's credit is the bill's).
    lines: bill.lines.filter((line) => line.kind !== 'cancellation').map(({ label, amountCents }) => ({ label, amountCents })),
    addedSkills: bill.addedSkills,
    discountCents: bill.discountCents,
    totalCents: booking.totalPrice,
    card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    paidAt: payment.date,
    refund: refund ? { amountCents: bill.refundedCents, refundedAt: refund.date } : null,
    payments: bill.payments.map((one) => ({ purpose: one.purpose, amountCents: one.amountCents, paidAt: one.date })),
    paidCents,
    balanceDueCents: balanceOf(booking, paidCents),
    fees: fees.map(({ kind, label, amountCents, at }) => ({ kind, label, amountCents, at })),
  };
}

const whenFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * Writes the booking's receipt e-mail to its owner into the mail queue, in the transaction that
 * paid or refunded it (or cancelled it keeping a fee: 'refund' with what came back, maybe nothing) (so the two commit together): the mail queue sends
 * it once the transaction has committed, and tries again if that fails.
 */
export async function queueBookingReceipt(tx: Tx, booking: BookingRow, kind: 'payment' | 'refund'): Promise<void> {
  const receipt = await receiptFor(tx, booking);
  const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, booking.ownerId));
  const format = whenFormat(businessTimeZone());
  await queueMail(tx, {
    to: owner.email,
    ...bookingReceiptMail({
      kind,
      firstName: owner.firstName,
      receiptNumber: receipt.number,
      service: SERVICE_NAMES[receipt.serviceType],
      petNames: receipt.petNames,
      when: `${format.format(receipt.startDate)} to ${format.format(receipt.endDate)}`,
      lines: receipt.lines,
      discountCents: receipt.discountCents,
      totalCents: receipt.totalCents,
      card: receipt.card,
      refundCents: receipt.refund?.amountCents ?? null,
      payments: receipt.payments,
      balanceDueCents: receipt.balanceDueCents,
      fees: receipt.fees,
    }),
  });
}
