// Which payment intent pays a booking (decisions.md 4 and 68): its own, or the one checkout of its
// series that covers it (a series intent names the series; each occurrence it covers points at it
// through `stripe_payment_intent_id`). Every reader of a booking's payment asks here.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, paymentIntents, paymentRefunds } from '../../db/schema';

export type IntentRow = typeof paymentIntents.$inferSelect;
type BookingLink = { id: number; seriesId: number | null; stripePaymentIntentId: string | null };

/** The booking's intent: the series checkout covering it first, else its own; undefined when none. */
export async function intentOfBooking(db: Db | Tx, booking: BookingLink): Promise<IntentRow | undefined> {
  if (booking.seriesId != null && booking.stripePaymentIntentId) {
    const [covering] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, booking.stripePaymentIntentId), eq(paymentIntents.seriesId, booking.seriesId)));
    if (covering) return covering;
  }
  const [own] = await db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, booking.id));
  return own;
}

/** The intents of many bookings at once, by booking id (same rule as intentOfBooking). */
export async function intentsOfBookings(db: Db | Tx, bookingIds: number[]): Promise<Map<number, IntentRow>> {
  const found = new Map<number, IntentRow>();
  if (bookingIds.length === 0) return found;
  const own = await db.select().from(paymentIntents).where(inArray(paymentIntents.bookingId, bookingIds));
  for (const intent of own) found.set(intent.bookingId!, intent);
  const covered = await db
    .select({ bookingId: bookings.id, intent: paymentIntents })
    .from(bookings)
    .innerJoin(paymentIntents, and(eq(paymentIntents.id, bookings.stripePaymentIntentId), eq(paymentIntents.seriesId, bookings.seriesId)))
    .where(and(inArray(bookings.id, bookingIds), isNotNull(bookings.seriesId)));
  for (const { bookingId, intent } of covered) found.set(bookingId, intent);
  return found;
}

/**
 * What the provider took for this booking: a series intent took every occurrence's price together,
 * so one occurrence's share is its own price.
 */
export function paidAmountOf(intent: IntentRow, booking: { totalPrice: number }): number {
  return intent.seriesId != null ? booking.totalPrice : intent.amount;
}

type PaidBooking = BookingLink & { totalPrice: number };

/**
 * What was paid for the booking and not given back (PAYMENTS-DESIGN "what was paid"): its succeeded
 * intent's amount, or its share of its series' one (its own price), less its refunds. 0 when no
 * intent succeeded. Refunds and cancellation fees are worked out from this.
 */
export async function amountPaid(db: Db | Tx, booking: PaidBooking): Promise<number> {
  return (await amountsPaid(db, [booking])).get(booking.id) ?? 0;
}

/** amountPaid for a page of bookings at once, by booking id. */
export async function amountsPaid(db: Db | Tx, rows: PaidBooking[]): Promise<Map<number, number>> {
  const paid = new Map<number, number>();
  if (rows.length === 0) return paid;
  const ids = rows.map((row) => row.id);
  const intents = await intentsOfBookings(db, ids);
  const refunded = new Map(
    (
      await db
        .select({ bookingId: paymentRefunds.bookingId, total: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.bookingId, ids))
        .groupBy(paymentRefunds.bookingId)
    ).map((row) => [row.bookingId, Number(row.total)]),
  );
  for (const row of rows) {
    const intent = intents.get(row.id);
    const taken = intent?.status === 'succeeded' ? paidAmountOf(intent, row) : 0;
    paid.set(row.id, Math.max(0, taken - (refunded.get(row.id) ?? 0)));
  }
  return paid;
}
