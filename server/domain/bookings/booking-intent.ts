// Which payment intents pay a booking (decisions.md 4, 68 and 71): its own (one for the whole
// price, or a deposit and then its balance), or the one checkout of its series that covers it (a
// series intent names the series; each occurrence it covers points at it through
// `stripe_payment_intent_id`). Every reader of a booking's payment asks here.
import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { PaymentPurpose } from '../../../common/booking-choices';
import { depositCentsOf, type BookingTerms } from '../../../common/pricing';
import type { Db, Tx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared-queries';
import { CLOSED_INTENT } from '../payments/intent-states';
import { bookings, paymentIntents, paymentRefunds } from '../../db/schema';

export type IntentRow = typeof paymentIntents.$inferSelect;
type BookingLink = { id: number; seriesId: number | null; stripePaymentIntentId: string | null };
/** What amountPaid and balanceDue read of a booking. */
export type PaidBooking = BookingLink & { totalPrice: number; status: string; terms: Pick<BookingTerms, 'depositPercent'> };

/** The series checkout covering the booking (an occurrence of a recurring booking), if any. */
export async function coveringIntent(db: Db | Tx, booking: BookingLink): Promise<IntentRow | undefined> {
  if (booking.seriesId == null || !booking.stripePaymentIntentId) return undefined;
  const [covering] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, booking.stripePaymentIntentId), eq(paymentIntents.seriesId, booking.seriesId)));
  return covering;
}

/** The booking's own open intent (not succeeded, not cancelled), if any. */
export async function openIntentOf(db: Db | Tx, bookingId: number): Promise<IntentRow | undefined> {
  const [open] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.bookingId, bookingId), notInArray(paymentIntents.status, [...CLOSED_INTENT])));
  return open;
}

/**
 * The booking's current intent, where its payment stands now: the series checkout covering it
 * first, else its own open intent (the one to pay), else its newest own intent (the last payment);
 * undefined when none. For every payment of a booking ask paymentsOfBooking.
 */
export async function intentOfBooking(db: Db | Tx, booking: BookingLink): Promise<IntentRow | undefined> {
  const covering = await coveringIntent(db, booking);
  if (covering) return covering;
  const own = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.bookingId, booking.id))
    .orderBy(desc(paymentIntents.createdAt), desc(paymentIntents.id));
  return own.find((intent) => !CLOSED_INTENT.includes(intent.status)) ?? own[0];
}

export type RefundTotal = { createdAt: Date; amount: number };

/**
 * Where the payments of many bookings stand (the booking list), from one read of their own intents
 * and one of their refunds: each one's current intent (same rule as intentOfBooking), what it paid
 * and still holds (same rule as amountsPaid) and its refunds summed, latest date.
 */
export async function paymentStateOfBookings(
  db: Db | Tx,
  rows: (BookingLink & { totalPrice: number })[],
): Promise<{ current: Map<number, IntentRow>; paid: Map<number, number>; refunds: Map<number, RefundTotal> }> {
  const current = new Map<number, IntentRow>();
  const paid = new Map<number, number>(rows.map((row) => [row.id, 0]));
  const refunds = new Map<number, RefundTotal>();
  if (rows.length === 0) return { current, paid, refunds };
  const bookingIds = rows.map((row) => row.id);
  const own = await preparedQuery(db, 'booking_intents', (db, name) =>
    db
      .select()
      .from(paymentIntents)
      .where(anyOf(paymentIntents.bookingId, 'ids'))
      .orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id))
      .prepare(name),
  ).execute({ ids: bookingIds });
  // Oldest first, so the newest wins, and an open one wins over any closed one.
  for (const intent of own) {
    const bookingId = intent.bookingId!;
    const seen = current.get(bookingId);
    if (!seen || CLOSED_INTENT.includes(seen.status) || !CLOSED_INTENT.includes(intent.status)) current.set(bookingId, intent);
    if (intent.status === 'succeeded') paid.set(bookingId, paid.get(bookingId)! + intent.amount);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { bookingId, intent } of await coveringIntents(db, rows)) {
    current.set(bookingId, intent);
    if (intent.status === 'succeeded') paid.set(bookingId, paid.get(bookingId)! + byId.get(bookingId)!.totalPrice);
  }
  const refundRows = await preparedQuery(db, 'booking_refunds', (db, name) =>
    db
      .select({ bookingId: paymentRefunds.bookingId, amount: paymentRefunds.amount, createdAt: paymentRefunds.createdAt })
      .from(paymentRefunds)
      .where(anyOf(paymentRefunds.bookingId, 'ids'))
      .prepare(name),
  ).execute({ ids: bookingIds });
  for (const row of refundRows) {
    const seen = refunds.get(row.bookingId!);
    refunds.set(row.bookingId!, {
      createdAt: seen && seen.createdAt > row.createdAt ? seen.createdAt : row.createdAt,
      amount: (seen?.amount ?? 0) + row.amount,
    });
  }
  for (const [id, cents] of paid) paid.set(id, Math.max(0, cents - (refunds.get(id)?.amount ?? 0)));
  return { current, paid, refunds };
}

/**
 * The series checkouts covering these bookings. Only a booking of a series that names an intent can
 * have one, so a page without such a booking (most owners' lists) asks the database nothing.
 */
async function coveringIntents(db: Db | Tx, rows: BookingLink[]) {
  const bookingIds = rows.filter((row) => row.seriesId != null && row.stripePaymentIntentId).map((row) => row.id);
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: bookings.id, intent: paymentIntents })
    .from(bookings)
    .innerJoin(paymentIntents, and(eq(paymentIntents.id, bookings.stripePaymentIntentId), eq(paymentIntents.seriesId, bookings.seriesId)))
    .where(and(inArray(bookings.id, bookingIds), isNotNull(bookings.seriesId)));
}

/** Every intent of the booking, oldest first: its own (deposit, balance, retries) and its series' checkout. */
export async function paymentsOfBooking(db: Db | Tx, booking: BookingLink): Promise<IntentRow[]> {
  const own = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.bookingId, booking.id))
    .orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id));
  const covering = await coveringIntent(db, booking);
  return covering ? [covering, ...own] : own;
}

/** The booking's succeeded intents, oldest first (what the provider took for it). */
export async function succeededIntentsOf(db: Db | Tx, booking: BookingLink): Promise<IntentRow[]> {
  return (await paymentsOfBooking(db, booking)).filter((intent) => intent.status === 'succeeded');
}

/**
 * What the provider took for this booking with one intent: a series intent took every
 * occurrence's price together, so one occurrence's share is its own price.
 */
export function paidAmountOf(intent: IntentRow, booking: { totalPrice: number }): number {
  return intent.seriesId != null ? booking.totalPrice : intent.amount;
}

/**
 * What was paid for the booking and is still held (decisions.md 71): its succeeded intents (a
 * series intent counting the occurrence's own price) minus its refunds, in cents.
 */
export async function amountPaid(db: Db | Tx, booking: BookingLink & { totalPrice: number }): Promise<number> {
  const paid = (await succeededIntentsOf(db, booking)).reduce((sum, intent) => sum + paidAmountOf(intent, booking), 0);
  const [refunded] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.bookingId, booking.id));
  return Math.max(0, paid - refunded.total);
}

/** amountPaid of many bookings at once (the lists and the day board), by booking id. */
export async function amountsPaid(db: Db | Tx, rows: (BookingLink & { totalPrice: number })[]): Promise<Map<number, number>> {
  const result = new Map<number, number>(rows.map((row) => [row.id, 0]));
  if (rows.length === 0) return result;
  const ids = rows.map((row) => row.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const own = await db
    .select({ bookingId: paymentIntents.bookingId, amount: paymentIntents.amount })
    .from(paymentIntents)
    .where(and(inArray(paymentIntents.bookingId, ids), eq(paymentIntents.status, 'succeeded')));
  for (const { bookingId, amount } of own) result.set(bookingId!, result.get(bookingId!)! + amount);
  for (const { bookingId, intent } of await coveringIntents(db, rows)) {
    if (intent.status === 'succeeded') result.set(bookingId, result.get(bookingId)! + byId.get(bookingId)!.totalPrice);
  }
  const refunds = await db
    .select({ bookingId: paymentRefunds.bookingId, total: sql<number>`sum(${paymentRefunds.amount})::int` })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.bookingId, ids))
    .groupBy(paymentRefunds.bookingId);
  for (const { bookingId, total } of refunds) result.set(bookingId!, result.get(bookingId!)! - total);
  for (const [id, cents] of result) result.set(id, Math.max(0, cents));
  return result;
}

/**
 * What is left to pay: the total less what was paid, never negative; nothing for a cancelled booking
 * or a no-show (the no-show fee, decisions.md 73, is all it owes, kept from what was paid), nor for
 * one marked paid in full or refunded (the provider said so when it was marked).
 */
export function balanceOf(booking: Pick<PaidBooking, 'totalPrice' | 'status'> & { paymentStatus?: string }, paidCents: number): number {
  if (booking.status === 'cancelled' || booking.status === 'no_show') return 0;
  if (booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded') return 0;
  return Math.max(0, booking.totalPrice - paidCents);
}

/** balanceDue(db, booking) = totalPrice - amountPaid, never negative (0 once cancelled, paid or refunded). */
export async function balanceDue(db: Db | Tx, booking: PaidBooking & { paymentStatus?: string }): Promise<number> {
  return balanceOf(booking, await amountPaid(db, booking));
}

/** What the owner is asked to pay now, with the figures the checkout shows. */
export type Due = {
  purpose: PaymentPurpose;
  /** Cents asked for now: the deposit, or the balance (the whole price when nothing was paid). */
  amount: number;
  totalCents: number;
  /** The deposit the booking takes (0: none). */
  depositCents: number;
  paidCents: number;
  /** What remains after what was paid (before this payment). */
  balanceCents: number;
};

/**
 * What is due now (decisions.md 71): the deposit while a booking that takes one has nothing paid;
 * else the balance ('balance' after a payment, 'full' when nothing was paid). `offSession` (the
 * balance charged at check-out) asks for everything left, deposit or not.
 */
export function dueOf(booking: Pick<PaidBooking, 'totalPrice' | 'status' | 'terms'>, paidCents: number, { offSession = false } = {}): Due {
  const depositCents = depositCentsOf(booking);
  const balanceCents = balanceOf(booking, paidCents);
  const figures = { totalCents: booking.totalPrice, depositCents, paidCents, balanceCents };
  // Once the stay has begun the deposit step is over: everything left is due (decisions.md 74).
  const begun = booking.status === 'checked_in' || booking.status === 'completed';
  if (depositCents > 0 && paidCents === 0 && !offSession && !begun && balanceCents > 0)
    return { purpose: 'deposit', amount: depositCents, ...figures };
  return { purpose: paidCents > 0 ? 'balance' : 'full', amount: balanceCents, ...figures };
}
