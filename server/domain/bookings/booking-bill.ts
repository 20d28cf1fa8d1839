// One bill per booking (issue 31 item 6, decisions.md 69): what it costs, line by line, what was
// paid and refunded, and the balance. `billFigures` is the ONE place the lines and money are
// worked out: the bill (GET /api/bookings/:id/bill and its PDF) and the receipts (the API and the
// e-mail, booking-receipts.ts) both read it, so they cannot disagree.
import { asc, eq, inArray } from 'drizzle-orm';
import type { BillLineKind } from '../../../common/bill-schemas';
import type { PaymentPurpose } from '../../../common/booking-choices';
import type { ServiceType } from '../../../common/booking-choices';
import { businessTimeZone } from '../../../common/business-time';
import { bookingPrice } from '../../../common/pricing';
import type { Db, Tx } from '../../db/client';
import { paymentIntents, paymentRefunds, pets, users } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { personNameSql } from '../../platform/person-name';
import { bookingSkills, skillPriceLines } from '../skills/booking-skills';
import type { BookingSkill } from '../../../common/skill-schemas';
import { intentOfBooking, paidAmountOf } from './booking-intent';
import { bookingFeesOf } from './cancellation-policy';

export const SERVICE_NAMES: Record<ServiceType, string> = { boarding: 'Boarding stay', daycare: 'Daycare', training: 'Training session' };

export type BillLine = { kind: BillLineKind; label: string; amountCents: number; date: Date | null };
export type BillPayment = {
  label: string;
  amountCents: number;
  date: Date;
  cardBrand: string | null;
  cardLast4: string | null;
  purpose: PaymentPurpose;
  /** The provider's intent, for the receipt (not sent with the bill). */
  intentId: string;
};
export type BillRefund = { amountCents: number; date: Date; reason: string | null };
export type BillDue = { label: string; amountCents: number; when: Date | null };

export type BillFigures = {
  days: number;
  lines: BillLine[];
  addedSkills: BookingSkill[];
  discountCents: number;
  subtotalCents: number;
  payments: BillPayment[];
  paidCents: number;
  refunds: BillRefund[];
  refundedCents: number;
  balanceCents: number;
  due: BillDue[];
};

const PAYMENT_LABELS: Record<PaymentPurpose, string> = { full: 'Payment', deposit: 'Deposit', balance: 'Balance payment' };

/**
 * The booking's succeeded payments: every intent with its booking id (one today, several once a
 * booking takes a deposit and a balance), and the series' one checkout that covers it
 * (decisions.md 68), which paid this occurrence's own price.
 */
async function billPayments(db: Db | Tx, booking: BookingRow): Promise<BillPayment[]> {
  const own = await db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, booking.id)).orderBy(asc(paymentIntents.createdAt));
  const covering = await intentOfBooking(db, booking);
  const intents = covering && covering.seriesId != null ? [covering, ...own] : own;
  return intents
    .filter((intent) => intent.status === 'succeeded')
    .map((intent) => {
      const purpose = intent.purpose;
      return {
        label: intent.seriesId != null ? 'Payment (weekly booking, this visit)' : PAYMENT_LABELS[purpose],
        amountCents: paidAmountOf(intent, booking),
        date: intent.paidAt ?? intent.updatedAt,
        cardBrand: intent.cardBrand,
        cardLast4: intent.cardLast4,
        purpose,
        intentId: intent.id,
      };
    })
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}

/** Every refund of the booking (one today, one per intent refunded once deposits exist), oldest first. */
async function billRefunds(db: Db | Tx, bookingId: number): Promise<BillRefund[]> {
  const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId)).orderBy(asc(paymentRefunds.createdAt));
  return rows.map((row) => ({ amountCents: row.amount, date: row.createdAt, reason: row.reason }));
}

const sum = (items: readonly { amountCents: number }[]) => items.reduce((total, item) => total + item.amountCents, 0);

/**
 * The bill's lines and money for a booking: its price from its own terms (the rates in force when it
 * was booked, never today's settings), the skills bought onto it, its fees, its payments and
 * refunds, and the balance = charges - payments + refunds.
 */
export async function billFigures(db: Db | Tx, booking: BookingRow, timeZone = businessTimeZone()): Promise<BillFigures> {
  const price = bookingPrice(booking, timeZone, booking.terms);
  const addedSkills = (await bookingSkills(db, [booking.id])).get(booking.id) ?? [];
  const lines: BillLine[] = price.lines.map((line, index) => ({
    kind: index === 0 ? 'service' : 'extra_pet',
    label: line.label,
    amountCents: line.amountCents,
    date: null,
  }));
  for (const line of skillPriceLines(addedSkills)) lines.push({ kind: 'skill', ...line, date: null });
  // The booking's total is what it was charged, and the lines make it up. Cancelling a stay sends
  // its untaught skills back to the cart (their price stays in the total the payment covered), and
  // a total set by hand in an old record differs too: the rest shows as its own line, so the bill
  // always adds up.
  const bookedCents = booking.totalPrice;
  if (sum(lines) !== bookedCents) {
    lines.push({
      kind: 'adjustment',
      label: booking.status === 'cancelled' ? 'Training skills (back in the cart since the cancellation)' : 'Price adjustment',
      amountCents: bookedCents - sum(lines),
      date: null,
    });
  }

  // Fees the cancellation policy kept (decisions.md 73): money kept from what was paid.
  const fees = await bookingFeesOf(db, booking);
  for (const fee of fees) lines.push({ kind: 'fee', label: fee.label, amountCents: fee.amountCents, date: fee.at });
  const payments = await billPayments(db, booking);
  const refunds = await billRefunds(db, booking.id);
  const paidCents = sum(payments);
  const refundedCents = sum(refunds);

  // A cancelled booking (or a no-show) is not charged for what it no longer gives: only what the
  // business kept of its payments (after any fee) stays charged; the rest of its price is taken off.
  if (booking.status === 'cancelled' || booking.status === 'no_show') {
    const kept = Math.min(bookedCents, Math.max(0, paidCents - refundedCents - sum(fees)));
    if (bookedCents - kept > 0) {
      lines.push({
        kind: 'cancellation',
        label:
          booking.status === 'no_show' ? 'No-show: stay not charged' : kept > 0 ? 'Booking cancelled: not charged' : 'Booking cancelled',
        amountCents: -(bookedCents - kept),
        date: refunds.at(-1)?.date ?? null,
      });
    }
  }
  const subtotalCents = sum(lines);
  const balanceCents = subtotalCents - paidCents + refundedCents;
  return {
    days: price.days,
    lines,
    addedSkills,
    discountCents: price.discountCents,
    subtotalCents,
    payments,
    paidCents,
    refunds,
    refundedCents,
    balanceCents,
    due: billDue(booking, balanceCents, paidCents),
  };
}

/**
 * When the balance falls due. Today a booking is paid in full at checkout, so what is owed is due
 * now; once part is paid (a deposit, issue 31 H4) the rest is due at check-out, the end of the stay.
 */
export function billDue(booking: Pick<BookingRow, 'status' | 'endDate'>, balanceCents: number, paidCents: number): BillDue[] {
  if (balanceCents <= 0) return [];
  const over = booking.status === 'cancelled' || booking.status === 'completed' || booking.status === 'no_show';
  if (paidCents > 0 && !over) {
    return [{ label: 'Balance due at check-out', amountCents: balanceCents, when: booking.endDate }];
  }
  return [{ label: 'Due now', amountCents: balanceCents, when: null }];
}

export const billNumber = (bookingId: number) => `PC-${String(bookingId).padStart(6, '0')}`;

export type BookingBill = Omit<BillFigures, 'payments' | 'addedSkills' | 'days'> & {
  bookingId: number;
  number: string;
  issuedAt: Date;
  business: { name: string };
  owner: { id: number; name: string; email: string };
  pets: { id: number; name: string }[];
  serviceType: ServiceType;
  service: string;
  status: BookingRow['status'];
  period: { startDate: Date; endDate: Date; days: number };
  payments: Omit<BillPayment, 'intentId'>[];
};

/** The whole bill of a booking (the caller checked who may read it). */
export async function bookingBill(
  db: Db | Tx,
  booking: BookingRow,
  options: { businessName: string; timeZone?: string; now?: Date },
): Promise<BookingBill> {
  const figures = await billFigures(db, booking, options.timeZone);
  const petIds = [booking.petId, ...booking.additionalPetIds];
  const names = new Map(
    (await db.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, petIds))).map((pet) => [pet.id, pet.name]),
  );
  const [owner] = await db
    .select({ id: users.id, name: personNameSql(users), email: users.email })
    .from(users)
    .where(eq(users.id, booking.ownerId));
  const { addedSkills: _skills, payments, days: _days, ...money } = figures;
  return {
    bookingId: booking.id,
    number: billNumber(booking.id),
    issuedAt: options.now ?? new Date(),
    business: { name: options.businessName },
    owner,
    pets: petIds.map((id) => ({ id, name: names.get(id) ?? `Pet #${id}` })),
    serviceType: booking.serviceType,
    service: SERVICE_NAMES[booking.serviceType],
    status: booking.status,
    period: { startDate: booking.startDate, endDate: booking.endDate, days: figures.days },
    ...money,
    payments: payments.map(({ intentId: _id, ...payment }) => payment),
  };
}
