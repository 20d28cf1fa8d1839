// A booking's payment, decided in one place: one intent per booking, paid only when the provider
// says its intent succeeded (decisions.md 4), refunded at most once (decision 12). The bookings
// feature and the payment routes both call these; the booking row is locked while they act.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SandboxConfirmInput } from '../../../common/card-rules';
import type { Db, Tx } from '../../db/client';
import { bookings, paymentIntents, paymentRefunds } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import type { BookingRow } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import { conflict, notFound } from '../../platform/errors';
import type { PaymentIntentStatus } from '../../../common/booking-choices';
import type { PaymentProvider } from '../../platform/payments/provider';
import { sandboxProvider, type SandboxOutcome } from '../../platform/payments/sandbox-provider';
import { assertCardValid, chargeSandboxCard, saveCardIfAsked } from '../payments/saved-cards';
import { markBookingPaid, markSeriesPaid } from './mark-paid';
import { isPaidOrRefunded } from './payment-state';
import { intentOfBooking, intentsOfBookings, paidAmountOf, type IntentRow } from './booking-intent';

export const ALREADY_PAID_MESSAGE = 'This booking is already paid.';
export const CANCELLED_MESSAGE = 'This booking is cancelled.';
export const NOT_AWAITING_CARD_MESSAGE = 'This payment is not waiting for a card.';
export const NOT_AWAITING_AUTHENTICATION_MESSAGE = 'This payment is not waiting for authentication.';

export type PaymentDeps = Pick<AppDeps, 'db' | 'notifications'> & { payments: PaymentProvider };

export type IntentForClient = { clientSecret: string; provider: PaymentProvider['name']; amount: number; bookingId: number };

/** The booking's one intent, made on first call and returned again after (amount kept in step with the total). */
export async function ensurePaymentIntent(deps: PaymentDeps, user: AccessUser, bookingId: number): Promise<IntentForClient> {
  return deps.db.transaction(async (tx) => {
    const booking = await requireAccess(tx, user, 'change', 'booking', bookingId, { lock: true });
    if (booking.status === 'cancelled') throw conflict(CANCELLED_MESSAGE);
    if (isPaidOrRefunded(booking)) throw conflict(ALREADY_PAID_MESSAGE);
    // An occurrence paid alone leaves its series' open checkout first (decisions.md 68), so the two
    // intents never both ask for its price.
    const series = await coveringSeriesIntent(tx, booking);
    if (series) {
      if (series.status === 'succeeded' || series.status === 'processing') throw conflict(ALREADY_PAID_MESSAGE);
      await leaveSeriesIntent(deps, tx, series, booking);
    }
    const [existing] = await tx.select().from(paymentIntents).where(eq(paymentIntents.bookingId, booking.id));
    if (existing) {
      if (existing.status === 'succeeded') throw conflict(ALREADY_PAID_MESSAGE);
      if (booking.stripePaymentIntentId !== existing.id) {
        await tx.update(bookings).set({ stripePaymentIntentId: existing.id }).where(eq(bookings.id, booking.id));
      }
      if (existing.amount !== booking.totalPrice) await deps.payments.updateAmount(tx, existing.id, booking.totalPrice);
      // A declined or cancelled attempt may be retried with another card.
      if (existing.status === 'failed' || existing.status === 'canceled') {
        await tx
          .update(paymentIntents)
          .set({ status: 'requires_payment_method', updatedAt: new Date() })
          .where(eq(paymentIntents.id, existing.id));
      }
      return { clientSecret: existing.clientSecret, provider: existing.provider, amount: booking.totalPrice, bookingId: booking.id };
    }
    const created = await deps.payments.createIntent({ bookingId: booking.id, amount: booking.totalPrice });
    await tx.insert(paymentIntents).values({
      id: created.id,
      bookingId: booking.id,
      provider: deps.payments.name,
      clientSecret: created.clientSecret,
      amount: booking.totalPrice,
      status: created.status,
    });
    await tx.update(bookings).set({ stripePaymentIntentId: created.id }).where(eq(bookings.id, booking.id));
    return { clientSecret: created.clientSecret, provider: deps.payments.name, amount: booking.totalPrice, bookingId: booking.id };
  });
}

/** The caller's intent named by its client secret, its booking locked; 404 for anyone else's. */
async function intentBySecret(tx: Tx, user: AccessUser, clientSecret: string): Promise<{ intent: IntentRow; booking: BookingRow }> {
  const [found] = await tx.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret));
  // A series' checkout is confirmed by series-payments.ts (the route asks which it is first).
  if (!found || found.bookingId == null) throw notFound('The payment');
  const booking = await requireAccess(tx, user, 'change', 'booking', found.bookingId, { lock: true }).catch(() => {
    throw notFound('The payment');
  });
  // Read again under the booking's lock: a card confirmed while we waited for it may have moved
  // the intent on (an old 3-D Secure page must not answer a challenge a new card replaced).
  const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, found.id));
  return { intent, booking };
}

/**
 * States in which the intent takes a card: never tried, declined, or waiting on a 3-D Secure
 * challenge the owner walked away from (Stripe, too, lets an intent in requires_action be
 * confirmed with a new payment method; the new card's outcome replaces the challenge).
 */
const AWAITING_CARD: readonly PaymentIntentStatus[] = ['requires_payment_method', 'failed', 'requires_action'];

export type SandboxResult = { outcome: SandboxOutcome; booking: BookingRow; intent: IntentRow };

/** POST /api/sandbox/confirm: charges a test card against the booking's intent. */
export async function confirmSandboxPayment(
  deps: PaymentDeps,
  user: AccessUser,
  card: SandboxConfirmInput,
  now = new Date(),
): Promise<SandboxResult> {
  assertCardValid(card, now);
  return deps.db.transaction(async (tx) => {
    const { intent, booking } = await intentBySecret(tx, user, card.clientSecret);
    assertPayable(booking);
    if (!AWAITING_CARD.includes(intent.status)) throw conflict(NOT_AWAITING_CARD_MESSAGE);
    // A new card (saved once paid if the owner asked) or a saved one (decisions.md 70).
    const outcome = await chargeSandboxCard(tx, user, booking.ownerId, intent.id, card);
    return settleOutcome(deps, tx, outcome, intent, booking);
  });
}

/** POST /api/sandbox/authenticate: the 3-D Secure challenge approved or failed. */
export async function authenticateSandboxPayment(
  deps: PaymentDeps,
  user: AccessUser,
  clientSecret: string,
  approve: boolean,
): Promise<SandboxResult> {
  return deps.db.transaction(async (tx) => {
    const { intent, booking } = await intentBySecret(tx, user, clientSecret);
    assertPayable(booking);
    if (intent.status !== 'requires_action') throw conflict(NOT_AWAITING_AUTHENTICATION_MESSAGE);
    const outcome = await sandboxProvider.authenticate(tx, intent.id, approve);
    return settleOutcome(deps, tx, outcome, intent, booking);
  });
}

function assertPayable(booking: BookingRow) {
  if (booking.status === 'cancelled') throw conflict(CANCELLED_MESSAGE);
  if (isPaidOrRefunded(booking)) throw conflict(ALREADY_PAID_MESSAGE);
}

async function settleOutcome(
  deps: PaymentDeps,
  tx: Tx,
  outcome: SandboxOutcome,
  intent: IntentRow,
  booking: BookingRow,
): Promise<SandboxResult> {
  if (outcome.status !== 'succeeded') {
    if (outcome.status === 'failed') {
      await deps.notifications.notify(tx, booking.ownerId, {
        type: 'error',
        category: 'bookings',
        title: 'Payment failed',
        message: outcome.message ?? 'Your payment did not go through.',
        data: { url: `/checkout?booking_id=${booking.id}`, bookingId: booking.id },
      });
    }
    return { outcome, booking, intent };
  }
  await saveCardIfAsked(deps.payments, tx, intent.id, booking.ownerId);
  return { outcome, intent, booking: await markBookingPaid(deps, tx, booking) };
}

/** paidNow: this call marked the booking paid (and queued its receipt). */
export type Reconciled = { booking: BookingRow; paidNow: boolean; intentStatus: PaymentIntentStatus | null };

/**
 * Brings the booking in line with what its provider says about its intent now (called with the
 * booking row locked): when the intent has succeeded and the booking is not yet paid, it becomes
 * confirmed and paid and the owner is told, once. Asking the provider rather than trusting the
 * caller (or a webhook event's copy) makes every order of events end in the same state.
 */
export async function reconcilePayment(
  deps: Pick<PaymentDeps, 'payments' | 'notifications'>,
  tx: Tx,
  booking: BookingRow,
): Promise<Reconciled> {
  const intent = await intentOfBooking(tx, booking);
  if (!intent) return { booking, paidNow: false, intentStatus: null };
  const state = await deps.payments.retrieve(tx, intent.id);
  if (state.status === 'succeeded') await saveCardIfAsked(deps.payments, tx, intent.id, booking.ownerId);
  const payable = booking.status !== 'cancelled' && !isPaidOrRefunded(booking);
  if (state.status !== 'succeeded' || !payable) return { booking, paidNow: false, intentStatus: state.status };
  if (intent.seriesId == null) return { booking: await markBookingPaid(deps, tx, booking), paidNow: true, intentStatus: state.status };
  // A series' checkout (decisions.md 68) pays every occurrence it covers. Those another request holds
  // (the webhook paying them now) are skipped, never waited for, so the two cannot deadlock.
  const others = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.stripePaymentIntentId, intent.id), ne(bookings.id, booking.id)))
    .orderBy(bookings.id)
    .for('update', { skipLocked: true });
  const covered = others.filter((other) => other.status !== 'cancelled' && other.status !== 'completed' && !isPaidOrRefunded(other));
  const [paid] = await markSeriesPaid(deps, tx, intent, [booking, ...covered]);
  return { booking: paid, paidNow: true, intentStatus: state.status };
}

/**
 * How much of a paid booking a cancellation gives back: all of it unless `amount` says otherwise
 * (staff at the desk may refund part or none of it, with who and why; decisions.md 61). The caller
 * has checked that `amount` lies between 0 and what was paid.
 */
export type CancelRefund = { amount?: number; byUserId?: number; reason?: string };

/**
 * The payment side of a cancellation, inside the caller's transaction with the booking locked: an
 * unpaid booking's open intent is cancelled; a paid one is refunded (in full unless `refund` names
 * an amount), exactly once (the refund row is unique per booking). Returns the cents refunded.
 */
export async function settleCancelledPayment(
  deps: Pick<PaymentDeps, 'payments'>,
  tx: Tx,
  booking: BookingRow,
  refund: CancelRefund = {},
): Promise<number> {
  const intent = await intentOfBooking(tx, booking);
  if (booking.paymentStatus !== 'paid') {
    // An unpaid occurrence leaves its series' checkout, which goes on for the others (decisions.md 68).
    if (intent?.seriesId != null) await leaveSeriesIntent(deps, tx, intent, booking);
    else if (intent && OPEN_INTENT.includes(intent.status)) await deps.payments.cancel(tx, intent.id);
    return 0;
  }
  if (refund.amount === 0) return 0;
  if (!intent || intent.status !== 'succeeded') throw conflict('This booking has no payment to refund.');
  // An occurrence paid with its series gets back its own price, a part of the series' intent.
  const amount = refund.amount ?? paidAmountOf(intent, booking);
  const refundId = await deps.payments.refund(tx, intent.id, amount, intent.seriesId != null ? `booking-${booking.id}` : undefined);
  await tx.insert(paymentRefunds).values({
    id: refundId,
    bookingId: booking.id,
    paymentIntentId: intent.id,
    amount,
    byUserId: refund.byUserId ?? null,
    reason: refund.reason ?? null,
  });
  return amount;
}

const OPEN_INTENT: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_action', 'failed'];

/** The series' intent an occurrence is covered by, if any. */
async function coveringSeriesIntent(tx: Tx, booking: BookingRow): Promise<IntentRow | undefined> {
  if (booking.seriesId === null || !booking.stripePaymentIntentId) return undefined;
  const [covering] = await tx
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, booking.stripePaymentIntentId), eq(paymentIntents.seriesId, booking.seriesId)));
  return covering;
}

/**
 * An unpaid occurrence cancelled while its series' checkout is open: it is no longer covered, and
 * the open intent asks for the others' prices only (cancelled when none is left).
 */
async function leaveSeriesIntent(deps: Pick<PaymentDeps, 'payments'>, tx: Tx, intent: IntentRow, booking: BookingRow) {
  await tx.update(bookings).set({ stripePaymentIntentId: null }).where(eq(bookings.id, booking.id));
  if (!OPEN_INTENT.includes(intent.status)) return;
  const [rest] = await tx
    .select({ total: sql<number>`coalesce(sum(${bookings.totalPrice}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.stripePaymentIntentId, intent.id), ne(bookings.status, 'cancelled')));
  if (rest.total === 0) await deps.payments.cancel(tx, intent.id);
  else {
    await deps.payments.updateAmount(tx, intent.id, rest.total);
    await tx.update(paymentIntents).set({ amount: rest.total, updatedAt: new Date() }).where(eq(paymentIntents.id, intent.id));
  }
}

export type BookingPayment = {
  provider: string;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
  refundAmount: number | null;
};

/** The payment shown on each booking that has one. */
export async function bookingPayments(db: Db | Tx, bookingIds: number[]): Promise<Map<number, BookingPayment>> {
  const payments = new Map<number, BookingPayment>();
  if (bookingIds.length === 0) return payments;
  const intents = await intentsOfBookings(db, bookingIds);
  const refunds = new Map(
    (await db.select().from(paymentRefunds).where(inArray(paymentRefunds.bookingId, bookingIds))).map((r) => [r.bookingId, r]),
  );
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

/**
 * Whether the booking can still take a new total: not paid or refunded, and its intent (if any)
 * has not succeeded or begun processing (the provider may have the money before our row says so).
 * Call with the booking row locked.
 */
export async function bookingTakesNewTotal(tx: Tx, booking: BookingRow): Promise<boolean> {
  if (isPaidOrRefunded(booking) || booking.status === 'cancelled') return false;
  const intent = await intentOfBooking(tx, booking);
  return !intent || (intent.status !== 'succeeded' && intent.status !== 'processing');
}

/**
 * After the booking's total changed (skills added at checkout): its unpaid intent, if one exists,
 * is given the new amount (decisions.md 48: updated, not replaced). Call it last in the
 * transaction, after every check, since the provider's side cannot be rolled back. A cancelled
 * intent is left alone: ensurePaymentIntent brings it in step when the owner pays.
 */
export async function syncIntentAmount(deps: Pick<PaymentDeps, 'payments'>, tx: Tx, booking: BookingRow): Promise<void> {
  const intent = await intentOfBooking(tx, booking);
  // A series' checkout is priced from its occurrences, never from one booking's total.
  if (!intent || intent.seriesId != null || intent.amount === booking.totalPrice) return;
  if (!['requires_payment_method', 'requires_action', 'failed'].includes(intent.status)) return;
  await deps.payments.updateAmount(tx, intent.id, booking.totalPrice);
}
