// The payment shown on each booking of a list: its current intent, with its refunds summed.
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentRefunds } from '../../db/schema';
import { intentsOfBookings } from './booking-intent';

export type BookingPayment = {
  provider: string;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
  refundAmount: number | null;
};

/** The payment shown on each booking that has one (its current intent; refunds summed). */
export async function bookingPayments(db: Db | Tx, bookingIds: number[]): Promise<Map<number, BookingPayment>> {
  const payments = new Map<number, BookingPayment>();
  if (bookingIds.length === 0) return payments;
  const intents = await intentsOfBookings(db, bookingIds);
  const refunds = new Map<number, { createdAt: Date; amount: number }>();
  for (const row of await db.select().from(paymentRefunds).where(inArray(paymentRefunds.bookingId, bookingIds))) {
    const seen = refunds.get(row.bookingId!);
    refunds.set(row.bookingId!, {
      createdAt: seen && seen.createdAt > row.createdAt ? seen.createdAt : row.createdAt,
      amount: (seen?.amount ?? 0) + row.amount,
    });
  }
  for (const [bookingId, intent] of intents) {
    const refund = refunds.get(bookingId);
    payments.set(bookingId, {
      provider: intent.provider,
      status: intent.status,
      cardBrand: intent.cardBrand,
      cardLast4: intent.cardLast4,
      paidAt: intent.paidAt,
      refundedAt: refund?.createdAt ?? null,
      refundAmount: refund?.amount ?? null,
    });
  }
  return payments;
}
