// A booking's payment, decided in one place: one intent per booking, paid only when the provider
// says its intent succeeded (decisions.md 4), refunded at most once (decision 12). The bookings
// feature and the payment routes both call these; the booking row is locked while they act.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SandboxConfirmInput } from '../../../common/card-rules';
import type { Tx } from '../../db/client';
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
import {
  amountPaid,
  dueOf,
  intentOfBooking,
  openIntentOf,
  paidAmountOf,
  paymentsOfBooking,
  type RefundTotal,
  succeededIntentsOf,
  type IntentRow,
} from './booking-intent';

export const ALREADY_PAID_MESSAGE = 'This booking is already paid.';
export const CANCELLED_MESSAGE = 'This booking is cancelled.';
export const NOT_AWAITING_CARD_MESSAGE = 'This payment is not waiting for a card.';
export const NOT_AWAITING_AUTHENTICATION_MESSAGE = 'This payment is not waiting for authentication.';

export type PaymentDeps = Pick<AppDeps, 'db' | 'notifications'> & { payments: PaymentProvider };

export type IntentForClient = {
  clientSecret: string;
  provider: PaymentProvider['name'];
  amount: number;
  bookingId: number;
  purpose?: IntentRow['purpose'];
};

export const PAYMENT_PROCESSING_MESSAGE =
  'A payment for this booking is being processed. Please wait for it to finish before paying again.';

/**
 * POST /api/create-payment-intent {bookingId}: the booking's open intent for what is due now (the
 * deposit, else the balance; decisions.md 71), made on first call and returned again after.
 */
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
    const intent = await createBalanceIntent(deps, tx, {
      ...booking,
      stripePaymentIntentId: series ? null : booking.stripePaymentIntentId,
    });
    return {
      clientSecret: intent.clientSecret,
      provider: intent.provider,
      amount: intent.amount,
      bookingId: booking.id,
      purpose: intent.purpose,
    };
  });
}

/**
 * The booking's one open intent for what is due now (dueOf: the deposit, the balance or the whole
 * price), inside the caller's transaction with the booking row locked (that lock, and the partial
 * unique index on open intents, keep it to one). An open intent for the same purpose is reused
 * with the amount brought in step (decisions.md 48: updated, not replaced); one for another purpose
 * is cancelled and a new one made. 409 when nothing is due or a payment is being processed.
 * `offSession`: the balance charged at check-out asks for everything left (no deposit step).
 */
export async function createBalanceIntent(
  deps: Pick<PaymentDeps, 'payments'>,
  tx: Tx,
  booking: BookingRow,
  { offSession = false }: { offSession?: boolean } = {},
): Promise<IntentRow> {
  const due = dueOf(booking, await amountPaid(tx, booking), { offSession });
  const open = await openIntentOf(tx, booking.id);
  if (open?.status === 'processing') throw conflict(PAYMENT_PROCESSING_MESSAGE);
  if (due.amount <= 0) {
    if (open) await cancelIntent(deps, tx, open);
    throw conflict(ALREADY_PAID_MESSAGE);
  }
  if (open && open.purpose === due.purpose) {
    if (open.amount !== due.amount) await deps.payments.updateAmount(tx, open.id, due.amount);
    // A declined attempt may be retried with another card.
    const [reused] = await tx
      .update(paymentIntents)
      .set({
        amount: due.amount,
        ...(open.status === 'failed' ? { status: 'requires_payment_method' as const } : {}),
        updatedAt: new Date(),
      })
      .where(eq(paymentIntents.id, open.id))
      .returning();
    if (booking.stripePaymentIntentId !== open.id)
      await tx.update(bookings).set({ stripePaymentIntentId: open.id }).where(eq(bookings.id, booking.id));
    return reused;
  }
  if (open) await cancelIntent(deps, tx, open);
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentIntents)
    .where(eq(paymentIntents.bookingId, booking.id));
  const created = await deps.payments.createIntent({ bookingId: booking.id, amount: due.amount, purpose: due.purpose, attempt: count });
  const [row] = await tx
    .insert(paymentIntents)
    .values({
      id: created.id,
      bookingId: booking.id,
      purpose: due.purpose,
      provider: deps.payments.name,
      clientSecret: created.clientSecret,
      amount: due.amount,
      status: created.status,
    })
    .returning();
  await tx.update(bookings).set({ stripePaymentIntentId: created.id }).where(eq(bookings.id, booking.id));
  return row;
}

/** Cancels an open intent at the provider and on our row. */
async function cancelIntent(deps: Pick<PaymentDeps, 'payments'>, tx: Tx, intent: IntentRow) {
  await deps.payments.cancel(tx, intent.id);
  await tx.update(paymentIntents).set({ status: 'canceled', updatedAt: new Date() }).where(eq(paymentIntents.id, intent.id));
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
  return { outcome, intent, booking: await markBookingPaid(deps, tx, booking, { intent }) };
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
  named?: IntentRow,
): Promise<Reconciled> {
  // Read again under the booking's lock: another request may have settled it meanwhile.
  const intent = named
    ? (await tx.select().from(paymentIntents).where(eq(paymentIntents.id, named.id)))[0]
    : await intentOfBooking(tx, booking);
  if (!intent) return { booking, paidNow: false, intentStatus: null };
  const wasSucceeded = intent.status === 'succeeded';
  const state = await deps.payments.retrieve(tx, intent.id);
  if (state.status === 'succeeded') await saveCardIfAsked(deps.payments, tx, intent.id, booking.ownerId);
  const payable = booking.status !== 'cancelled' && !isPaidOrRefunded(booking);
  if (state.status !== 'succeeded' || !payable) return { booking, paidNow: false, intentStatus: state.status };
  if (intent.seriesId == null) {
    // A deposit already counted (its booking partially paid) is not counted twice.
    if (wasSucceeded && booking.paymentStatus === 'partially_paid' && intent.purpose === 'deposit') {
      return { booking, paidNow: false, intentStatus: state.status };
    }
    return { booking: await markBookingPaid(deps, tx, booking, { intent }), paidNow: true, intentStatus: state.status };
  }
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
  const series = await coveringSeriesIntent(tx, booking);
  // An unpaid occurrence leaves its series' checkout, which goes on for the others (decisions.md 68).
  if (series && series.status !== 'succeeded') await leaveSeriesIntent(deps, tx, series, booking);
  const open = await openIntentOf(tx, booking.id);
  // The provider may take this money any moment: cancelling now would keep it with nothing to refund.
  if (open?.status === 'processing') throw conflict(PAYMENT_PROCESSING_MESSAGE);
  if (open && OPEN_INTENT.includes(open.status)) await cancelIntent(deps, tx, open);
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

/** The payment shown on each booking that has one: its current intent, its refunds summed (paymentStateOfBookings). */
export function bookingPayments(state: {
  current: Map<number, IntentRow>;
  refunds: Map<number, RefundTotal>;
}): Map<number, BookingPayment> {
  const payments = new Map<number, BookingPayment>();
  for (const [bookingId, intent] of state.current) {
    const refund = state.refunds.get(bookingId);
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
 * Whether the booking can still take a new total: not paid in full or refunded, not cancelled, no
 * payment being processed (the provider may have the money before our row says so), and not
 * covered by a series' checkout that succeeded. A deposit-paid booking takes one: the new price
 * adds to its balance (decisions.md 71). Call with the booking row locked.
 */
export async function bookingTakesNewTotal(tx: Tx, booking: BookingRow): Promise<boolean> {
  if (isPaidOrRefunded(booking) || booking.status === 'cancelled') return false;
  const series = await coveringSeriesIntent(tx, booking);
  if (series && (series.status === 'succeeded' || series.status === 'processing')) return false;
  const own = await paymentsOfBooking(tx, { ...booking, seriesId: null });
  if (own.some((intent) => intent.status === 'processing')) return false;
  // Paid in full by an intent whose success our row has not caught up with yet.
  return !own.some((intent) => intent.status === 'succeeded' && intent.purpose !== 'deposit');
}

/**
 * After the booking's total changed (skills added at checkout): its open intent, if one exists, is
 * given what is due now (decisions.md 48: updated, not replaced); one for another purpose is left
 * for ensurePaymentIntent to replace. Call it last in the transaction, after every check, since the
 * provider's side cannot be rolled back.
 */
export async function syncIntentAmount(deps: Pick<PaymentDeps, 'payments'>, tx: Tx, booking: BookingRow): Promise<void> {
  const intent = await openIntentOf(tx, booking.id);
  if (!intent || !OPEN_INTENT.includes(intent.status)) return;
  const due = dueOf(booking, await amountPaid(tx, booking));
  if (due.purpose !== intent.purpose) {
    await cancelIntent(deps, tx, intent);
    return;
  }
  if (intent.amount === due.amount || due.amount <= 0) return;
  await deps.payments.updateAmount(tx, intent.id, due.amount);
  await tx.update(paymentIntents).set({ amount: due.amount, updatedAt: new Date() }).where(eq(paymentIntents.id, intent.id));
}
