// The business's cancellation policy applied to a booking (decisions.md 73): the refund and fee a
// cancellation gives now (the rule itself is common/cancellation.ts, shared with the dialog) and the
// fees kept, stored in booking_fees. The money goes back through
// settleCancelledPayment with the amount decided here; the payment code knows nothing of the policy.
import { asc, eq } from 'drizzle-orm';
import { cancellationTerms, policyMoney, type CancellationMoney, type CancellationTerms } from '../../../common/cancellation';
import { feeLabel, type FeeKind } from '../../../common/cancellation-policy';
import type { Db, Tx } from '../../db/client';
import { bookingFees } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { taughtSkills } from '../skills/taught-skills';
import { amountPaid, amountsPaid } from './booking-intent';

/**
 * Whether and with what money the owner may cancel each booking now (the booking JSON's
 * `cancellation`). `paidByBooking`: amountsPaid of the same rows when the caller has it already
 * (the booking list does), so it is not asked for twice.
 */
export async function cancellationQuotes(
  db: Db | Tx,
  rows: BookingRow[],
  now: Date,
  paidByBooking?: Map<number, number>,
): Promise<Map<number, CancellationTerms>> {
  const ids = rows.map((row) => row.id);
  const taught = await taughtSkills(db, ids);
  const paid = paidByBooking ?? (await amountsPaid(db, rows));
  return new Map(rows.map((row) => [row.id, cancellationTerms(row, now, paid.get(row.id) ?? 0, taught.get(row.id))]));
}

/** GET /api/bookings/:id/cancellation, and what the owner's cancel applies (recomputed under the booking's lock). */
export async function cancellationQuote(db: Db | Tx, booking: BookingRow, now: Date): Promise<CancellationTerms> {
  return (await cancellationQuotes(db, [booking], now)).get(booking.id)!;
}

/**
 * The policy's refund for a cancellation by staff now (the desk's default), whatever the status: a
 * stay under way is inside the window. A no-show kept its fee when it was marked, so nothing more.
 */
export async function deskPolicyMoney(db: Db | Tx, booking: BookingRow, now: Date): Promise<CancellationMoney & { paidCents: number }> {
  // A booking no longer `paid` (refunded, or never paid) has nothing left to give back.
  const paidCents = booking.paymentStatus === 'paid' || booking.paymentStatus === 'partially_paid' ? await amountPaid(db, booking) : 0;
  const kept = (await taughtSkills(db, [booking.id])).get(booking.id) ?? [];
  if (booking.status === 'no_show') return { refundAmount: 0, feeAmount: 0, feeKind: null, feeLabel: null, paidCents };
  return { ...policyMoney(booking, now, paidCents, kept), paidCents };
}

export type FeeInput = { kind: FeeKind; amount: number; byUserId?: number | null; reason?: string | null };

/** Keeps a fee on the booking (nothing for 0). One per kind: the booking's lock and the unique row see to it. */
export async function recordFee(tx: Tx, bookingId: number, fee: FeeInput): Promise<void> {
  if (fee.amount <= 0) return;
  await tx.insert(bookingFees).values({
    bookingId,
    kind: fee.kind,
    amount: fee.amount,
    byUserId: fee.byUserId ?? null,
    reason: fee.reason ?? null,
  });
}

export type BookingFee = { kind: FeeKind; label: string; amountCents: number; at: Date; byUserId: number | null; reason: string | null };

/** The fees a booking kept, oldest first, each with how it reads ('Late cancellation fee (50%)'). */
export async function bookingFeesOf(db: Db | Tx, booking: Pick<BookingRow, 'id' | 'terms'>): Promise<BookingFee[]> {
  const rows = await db.select().from(bookingFees).where(eq(bookingFees.bookingId, booking.id)).orderBy(asc(bookingFees.id));
  return rows.map((row) => ({
    kind: row.kind,
    // A reason means staff chose the amount rather than the policy's.
    label: feeLabel(row.kind, booking.terms, row.reason !== null),
    amountCents: row.amount,
    at: row.createdAt,
    byUserId: row.byUserId,
    reason: row.reason,
  }));
}
