// The payment side of cancelling a booking: its open intent cancelled (or the occurrence taken out
// of its series' checkout) and what was paid refunded over its succeeded intents (decisions.md 71).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paymentRefunds } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { conflict } from '../../platform/errors';
import { AWAITING_CARD } from '../payments/intent-states';
import { coveringIntent, openIntentOf, paidAmountOf, succeededIntentsOf, type IntentRow } from './booking-intent';
import { cancelIntent, leaveSeriesIntent, PAYMENT_PROCESSING_MESSAGE, type PaymentDeps } from './booking-payments';

/**
 * How much of a paid booking a cancellation gives back: all of it unless `amount` says otherwise
 * (staff at the desk may refund part or none of it, with who and why; decisions.md 61). The caller
 * has checked that `amount` lies between 0 and what was paid.
 */
export type CancelRefund = { amount?: number; byUserId?: number; reason?: string };

/**
 * The payment side of a cancellation, inside the caller's transaction with the booking locked: its
 * open intent is cancelled (an unpaid occurrence leaves its series' checkout), and what was paid is
 * refunded (all of it unless `refund` names an amount), spread over the booking's succeeded intents
 * newest first (decisions.md 71): one refund row per intent, never more than that intent took, and
 * never twice (the refund row is unique per intent and booking). Returns the cents refunded.
 */
export async function settleCancelledPayment(
  deps: Pick<PaymentDeps, 'payments'>,
  tx: Tx,
  booking: BookingRow,
  refund: CancelRefund = {},
): Promise<number> {
  const series = await coveringIntent(tx, booking);
  // An unpaid occurrence leaves its series' checkout, which goes on for the others (decisions.md 68).
  if (series && series.status !== 'succeeded') await leaveSeriesIntent(deps, tx, series, booking);
  const open = await openIntentOf(tx, booking.id);
  // The provider may take this money any moment: cancelling now would keep it with nothing to refund.
  if (open?.status === 'processing') throw conflict(PAYMENT_PROCESSING_MESSAGE);
  if (open && AWAITING_CARD.includes(open.status)) await cancelIntent(deps, tx, open);
  if (booking.paymentStatus !== 'paid' && booking.paymentStatus !== 'partially_paid') return 0;
  const paid = await succeededIntentsOf(tx, booking);
  const refunded = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, booking.id));
  const takenBack = (intent: IntentRow) =>
    refunded.filter((row) => row.paymentIntentId === intent.id).reduce((sum, row) => sum + row.amount, 0);
  const refundable = paid.filter((intent) => !refunded.some((row) => row.paymentIntentId === intent.id));
  const held = paid.reduce((sum, intent) => sum + paidAmountOf(intent, booking) - takenBack(intent), 0);
  if (refund.amount === 0) return 0;
  if (refundable.length === 0 || held === 0) throw conflict('This booking has no payment to refund.');
  let left = Math.min(refund.amount ?? held, held);
  let total = 0;
  // Newest first: the balance goes back before the deposit.
  for (const intent of [...refundable].reverse()) {
    if (left === 0) break;
    const amount = Math.min(left, paidAmountOf(intent, booking));
    if (amount === 0) continue;
    // An occurrence paid with its series gets back its own price, a part of the series' intent.
    const refundId = await deps.payments.refund(tx, intent.id, amount, intent.seriesId != null ? `booking-${booking.id}` : undefined);
    await tx.insert(paymentRefunds).values({
      id: refundId,
      bookingId: booking.id,
      paymentIntentId: intent.id,
      amount,
      byUserId: refund.byUserId ?? null,
      reason: refund.reason ?? null,
    });
    left -= amount;
    total += amount;
  }
  return total;
}
