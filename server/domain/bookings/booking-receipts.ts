// A booking's itemised receipt: the same content in the API (GET /api/bookings/:id/receipt) and
// in the e-mail sent after a payment or a refund, queued with the change it reports.
import { eq, inArray } from 'drizzle-orm';
import { businessTimeZone } from '../../../common/business-time';
import { bookingPrice } from '../../../common/pricing';
import type { Db, Tx } from '../../db/client';
import { paymentRefunds, pets, users } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { notFound } from '../../platform/errors';
import { bookingReceiptMail } from '../../platform/mail/templates/booking-receipt';
import { queueMail } from '../../platform/mail/mail-queue';
import { bookingSkills, skillPriceLines } from '../skills/booking-skills';
import { intentOfBooking } from './booking-intent';
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
  /** Fees the cancellation policy kept (decisions.md 69). */
  fees: { kind: BookingFee['kind']; label: string; amountCents: number; at: Date }[];
};

const SERVICE_NAMES = { boarding: 'Boarding stay', daycare: 'Daycare', training: 'Training session' } as const;

/** The receipt of a paid or refunded booking; 404 for any other (the caller checked access). */
export async function receiptFor(db: Db | Tx, booking: BookingRow, timeZone = businessTimeZone()): Promise<Receipt> {
  if (!isPaidOrRefunded(booking)) throw notFound('The receipt');
  const intent = await intentOfBooking(db, booking);
  if (!intent || intent.status !== 'succeeded') throw notFound('The receipt');
  const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, booking.id));
  const fees = await bookingFeesOf(db, booking);
  const petIds = [booking.petId, ...booking.additionalPetIds];
  const names = new Map(
    (await db.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, petIds))).map((p) => [p.id, p.name]),
  );
  const price = bookingPrice(booking, timeZone, booking.terms);
  const addedSkills = (await bookingSkills(db, [booking.id])).get(booking.id) ?? [];
  return {
    bookingId: booking.id,
    number: `PC-${String(booking.id).padStart(6, '0')}`,
    issuedAt: refund?.createdAt ?? fees.at(-1)?.at ?? intent.paidAt ?? intent.updatedAt,
    serviceType: booking.serviceType,
    petNames: petIds.map((id) => names.get(id) ?? `Pet #${id}`),
    startDate: booking.startDate,
    endDate: booking.endDate,
    days: price.days,
    lines: [...price.lines, ...skillPriceLines(addedSkills)],
    addedSkills,
    discountCents: price.discountCents,
    totalCents: booking.totalPrice,
    card: intent.cardBrand && intent.cardLast4 ? { brand: intent.cardBrand, last4: intent.cardLast4 } : null,
    paidAt: intent.paidAt,
    refund: refund ? { amountCents: refund.amount, refundedAt: refund.createdAt } : null,
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
      fees: receipt.fees,
    }),
  });
}
