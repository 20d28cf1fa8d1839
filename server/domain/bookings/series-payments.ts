// A recurring booking paid in one checkout (decisions.md 68): one intent for the sum of the series'
// unpaid occurrences, made once and returned again after (its amount kept in step), and on success
// every occurrence it covers is paid and confirmed, exactly as a booking's own payment marks it
// (booking-payments.ts). Each occurrence points at the intent (`stripe_payment_intent_id`), which is
// how the intent knows what it covers and how an occurrence's refund finds it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AWAITING_CARD } from '../payments/intent-states';
import type { PaymentIntentStatus } from '../../../common/booking-choices';
import type { SandboxConfirmInput } from '../../../common/card-rules';
import type { Tx } from '../../db/client';
import { bookingSeries, bookings, paymentIntents } from '../../db/schema';
import type { AccessUser } from '../../platform/access/access';
import type { BookingRow } from '../../platform/access/resources';
import { conflict, notFound } from '../../platform/errors';
import { sandboxProvider, type SandboxOutcome } from '../../platform/payments/sandbox-provider';
import type { IntentRow } from './booking-intent';
import {
  ALREADY_PAID_MESSAGE,
  NOT_AWAITING_AUTHENTICATION_MESSAGE,
  NOT_AWAITING_CARD_MESSAGE,
  type IntentForClient,
  type PaymentDeps,
  type SandboxResult,
} from './booking-payments';
import { assertCardValid, chargeSandboxCard, saveCardIfAsked } from '../payments/saved-cards';
import { markSeriesPaid } from './mark-paid';
import { isPaidOrRefunded } from './payment-state';

export const SERIES_LABEL = 'The recurring booking';
export const SERIES_PAYMENT_PROCESSING_MESSAGE =
  'A payment for this weekly booking is being processed. Please wait for it to finish before paying again.';
/** A series' checkout is reused, even once cancelled (every occurrence left it), rather than made again. */
const REUSABLE: readonly PaymentIntentStatus[] = [...AWAITING_CARD, 'canceled'];

export type SeriesRow = typeof bookingSeries.$inferSelect;

/** The caller's series, locked; 404 for anyone else's (staff included: it is the owner's checkout). */
export async function lockOwnSeries(tx: Tx, user: AccessUser, seriesId: number): Promise<SeriesRow> {
  const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId)).for('update');
  if (!series || series.ownerId !== user.id) throw notFound(SERIES_LABEL);
  return series;
}

/** The series' occurrences, locked in id order (the order every booking lock here takes). */
export async function lockOccurrences(tx: Tx, seriesId: number): Promise<BookingRow[]> {
  return tx.select().from(bookings).where(eq(bookings.seriesId, seriesId)).orderBy(asc(bookings.id)).for('update');
}

/** Not cancelled, over or paid: still to be paid. */
export const awaitsPayment = (booking: BookingRow) =>
  !isPaidOrRefunded(booking) && !['cancelled', 'completed', 'no_show'].includes(booking.status);

/** POST /api/create-payment-intent {seriesId}: the series' one intent for its unpaid occurrences. */
export async function ensureSeriesPaymentIntent(deps: PaymentDeps, user: AccessUser, seriesId: number): Promise<IntentForClient> {
  return deps.db.transaction(async (tx) => {
    const series = await lockOwnSeries(tx, user, seriesId);
    const occurrences = await lockOccurrences(tx, series.id);
    const payable = await withoutOwnPayment(tx, occurrences.filter(awaitsPayment));
    if (payable.length === 0) throw conflict(ALREADY_PAID_MESSAGE);
    const amount = payable.reduce((sum, booking) => sum + booking.totalPrice, 0);
    // The provider may already have the money: never make or reprice another intent meanwhile.
    const [inFlight] = await tx
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(and(eq(paymentIntents.seriesId, series.id), eq(paymentIntents.status, 'processing')))
      .limit(1);
    if (inFlight) throw conflict(SERIES_PAYMENT_PROCESSING_MESSAGE);
    const [existing] = await tx
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.seriesId, series.id), inArray(paymentIntents.status, [...REUSABLE])))
      .orderBy(asc(paymentIntents.createdAt))
      .limit(1);
    let intent: Pick<IntentRow, 'id' | 'clientSecret'>;
    if (existing) {
      if (existing.amount !== amount) await deps.payments.updateAmount(tx, existing.id, amount);
      await tx
        .update(paymentIntents)
        .set({ amount, ...(existing.status === 'failed' || existing.status === 'canceled' ? { status: 'requires_payment_method' } : {}) })
        .where(eq(paymentIntents.id, existing.id));
      intent = existing;
    } else {
      const created = await deps.payments.createIntent({ seriesId: series.id, amount });
      await tx.insert(paymentIntents).values({
        id: created.id,
        seriesId: series.id,
        provider: deps.payments.name,
        clientSecret: created.clientSecret,
        amount,
        status: created.status,
      });
      intent = created;
    }
    await tx
      .update(bookings)
      .set({ stripePaymentIntentId: intent.id })
      .where(
        inArray(
          bookings.id,
          payable.map((booking) => booking.id),
        ),
      );
    return { clientSecret: intent.clientSecret, provider: deps.payments.name, amount, bookingId: payable[0].id };
  });
}

/** Leaves out occurrences being paid alone (an own intent that is not cancelled). */
async function withoutOwnPayment(tx: Tx, candidates: BookingRow[]): Promise<BookingRow[]> {
  if (candidates.length === 0) return [];
  const own = await tx
    .select({ bookingId: paymentIntents.bookingId, status: paymentIntents.status })
    .from(paymentIntents)
    .where(
      inArray(
        paymentIntents.bookingId,
        candidates.map((booking) => booking.id),
      ),
    );
  // An occurrence with a checkout of its own (any but a cancelled one) is paid alone: the series'
  // checkout never asks for its price too.
  const taken = new Set(own.filter((row) => row.status !== 'canceled').map((row) => row.bookingId));
  return candidates.filter((booking) => !taken.has(booking.id));
}

/** Whether a client secret is a series' checkout (the sandbox routes ask before choosing). */
export async function isSeriesSecret(db: PaymentDeps['db'], clientSecret: string): Promise<boolean> {
  const [found] = await db
    .select({ seriesId: paymentIntents.seriesId })
    .from(paymentIntents)
    .where(eq(paymentIntents.clientSecret, clientSecret));
  return found?.seriesId != null;
}

type Covered = { intent: IntentRow; payable: BookingRow[] };

/** The caller's series intent by its secret with the occurrences it still has to pay, locked. */
async function seriesIntentBySecret(tx: Tx, user: AccessUser, clientSecret: string): Promise<Covered> {
  const [found] = await tx.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret));
  if (!found || found.seriesId == null) throw notFound('The payment');
  await lockOwnSeries(tx, user, found.seriesId).catch(() => {
    throw notFound('The payment');
  });
  const occurrences = await lockOccurrences(tx, found.seriesId);
  const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, found.id));
  const payable = occurrences.filter((booking) => booking.stripePaymentIntentId === intent.id && awaitsPayment(booking));
  if (payable.length === 0) throw conflict(ALREADY_PAID_MESSAGE);
  return { intent, payable };
}

/** POST /api/sandbox/confirm for a series' checkout. */
export async function confirmSeriesSandboxPayment(
  deps: PaymentDeps,
  user: AccessUser,
  card: SandboxConfirmInput,
  now = new Date(),
): Promise<SandboxResult> {
  assertCardValid(card, now);
  return deps.db.transaction(async (tx) => {
    const { intent, payable } = await seriesIntentBySecret(tx, user, card.clientSecret);
    if (!AWAITING_CARD.includes(intent.status)) throw conflict(NOT_AWAITING_CARD_MESSAGE);
    // Charged for what it covers now (an occurrence cancelled or paid alone meanwhile is left out).
    const amount = payable.reduce((sum, booking) => sum + booking.totalPrice, 0);
    if (amount !== intent.amount) await deps.payments.updateAmount(tx, intent.id, amount);
    const outcome = await chargeSandboxCard(tx, user, payable[0].ownerId, intent.id, card);
    return settleSeriesOutcome(deps, tx, outcome, { intent: { ...intent, amount }, payable });
  });
}

/** POST /api/sandbox/authenticate for a series' checkout. */
export async function authenticateSeriesSandboxPayment(
  deps: PaymentDeps,
  user: AccessUser,
  clientSecret: string,
  approve: boolean,
): Promise<SandboxResult> {
  return deps.db.transaction(async (tx) => {
    const covered = await seriesIntentBySecret(tx, user, clientSecret);
    if (covered.intent.status !== 'requires_action') throw conflict(NOT_AWAITING_AUTHENTICATION_MESSAGE);
    const outcome = await sandboxProvider.authenticate(tx, covered.intent.id, approve);
    return settleSeriesOutcome(deps, tx, outcome, covered);
  });
}

async function settleSeriesOutcome(
  deps: PaymentDeps,
  tx: Tx,
  outcome: SandboxOutcome,
  { intent, payable }: Covered,
): Promise<SandboxResult> {
  const [first] = payable;
  if (outcome.status === 'failed') {
    await deps.notifications.notify(tx, first.ownerId, {
      type: 'error',
      category: 'bookings',
      title: 'Payment failed',
      message: outcome.message ?? 'Your payment did not go through.',
      data: { url: `/checkout?series_id=${intent.seriesId}`, bookingId: first.id },
    });
  }
  if (outcome.status !== 'succeeded') return { outcome, intent, booking: first };
  await saveCardIfAsked(deps.payments, tx, intent.id, first.ownerId);
  const paid = await markSeriesPaid(deps, tx, intent, payable);
  return { outcome, intent, booking: paid[0] };
}

/**
 * The Stripe webhook's step for a series intent: what Stripe says now decides, and when it has
 * succeeded every occurrence it still covers is marked paid, once.
 */
export async function reconcileSeriesPayment(
  deps: Pick<PaymentDeps, 'payments' | 'notifications'>,
  tx: Tx,
  intent: IntentRow,
): Promise<{ status: PaymentIntentStatus; bookings: BookingRow[] }> {
  const occurrences = await lockOccurrences(tx, intent.seriesId!);
  const covered = occurrences.filter((booking) => booking.stripePaymentIntentId === intent.id);
  const state = await deps.payments.retrieve(tx, intent.id);
  if (state.status === 'succeeded' && covered[0]) await saveCardIfAsked(deps.payments, tx, intent.id, covered[0].ownerId);
  const payable = covered.filter(awaitsPayment);
  if (state.status === 'succeeded' && payable.length > 0) await markSeriesPaid(deps, tx, intent, payable);
  return { status: state.status, bookings: covered };
}
