// Stripe's webhook events (decisions.md 4): each event is claimed once by its id, then the
// booking is reconciled with what Stripe says about the intent now, so duplicates, retries and
// events arriving in any order all end in the same state.
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { bookings, paymentIntents, stripeWebhookEvents } from '../../db/schema';
import { reconcilePayment, type PaymentDeps } from '../../domain/bookings/booking-payments';
import type { IntentRow } from '../../domain/bookings/booking-intent';
import { reconcileSeriesPayment } from '../../domain/bookings/series-payments';
import { reconcileEnrollmentPayment } from '../../domain/enrollments/enrollment-payments';
import type { Tx } from '../../db/client';
import type { PaymentIntentStatus } from '../../../common/booking-choices';

export type WebhookOutcome =
  { kind: 'duplicate' } | { kind: 'ignored' } | { kind: 'handled'; bookingId: number } | { kind: 'handled'; enrollmentId: number };

const PAYMENT_INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.canceled',
  'payment_intent.amount_capturable_updated',
]);

export async function handleStripeEvent(deps: PaymentDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(stripeWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (claimed.length === 0) return { kind: 'duplicate' };
    if (!PAYMENT_INTENT_EVENTS.has(event.type)) return { kind: 'ignored' };
    const intentId = (event.data.object as { id?: unknown }).id;
    if (typeof intentId !== 'string') return { kind: 'ignored' };
    const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
    // Another application's intent on the same Stripe account: not ours to act on.
    if (!intent) return { kind: 'ignored' };
    // A program enrolment's intent (decisions.md 72): its enrolment is reconciled the same way.
    if (intent.enrollmentId != null) {
      const failure =
        event.type === 'payment_intent.payment_failed'
          ? { message: (event.data.object as Stripe.PaymentIntent).last_payment_error?.message ?? null }
          : undefined;
      const { enrollment } = await reconcileEnrollmentPayment(deps, tx, intent, failure);
      return enrollment ? { kind: 'handled', enrollmentId: enrollment.id } : { kind: 'ignored' };
    }
    if (intent.bookingId == null) return handleSeriesEvent(deps, tx, event, intent);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, intent.bookingId)).for('update');
    if (!booking) return { kind: 'ignored' };
    const previous = intent.status;
    // The event names one of the booking's intents (its deposit or its balance; decisions.md 71).
    const reconciled = await reconcilePayment(deps, tx, booking, intent);
    if (failureIsNews(event, previous, reconciled.intentStatus)) {
      const failure = (event.data.object as Stripe.PaymentIntent).last_payment_error?.message;
      await deps.notifications.notify(tx, booking.ownerId, {
        type: 'error',
        category: 'bookings',
        title: 'Payment failed',
        message: failure ?? 'Your payment did not go through.',
        data: { url: `/checkout?booking_id=${booking.id}`, bookingId: booking.id },
      });
    }
    return { kind: 'handled', bookingId: booking.id };
  });
}

/** A recurring booking's one checkout (decisions.md 68): every occurrence it covers is reconciled. */
async function handleSeriesEvent(deps: PaymentDeps, tx: Tx, event: Stripe.Event, intent: IntentRow): Promise<WebhookOutcome> {
  const previous = intent.status;
  const { status, bookings: covered } = await reconcileSeriesPayment(deps, tx, intent);
  const [first] = covered;
  if (!first) return { kind: 'ignored' };
  if (failureIsNews(event, previous, status)) {
    const failure = (event.data.object as Stripe.PaymentIntent).last_payment_error?.message;
    await deps.notifications.notify(tx, first.ownerId, {
      type: 'error',
      category: 'bookings',
      title: 'Payment failed',
      message: failure ?? 'Your payment did not go through.',
      data: { url: `/checkout?series_id=${intent.seriesId}`, bookingId: first.id },
    });
  }
  return { kind: 'handled', bookingId: first.id };
}

/**
 * Whether a payment_failed event tells the owner something new: the intent has just failed. An
 * off-session charge Stripe wanted authenticated (decisions.md 74) was stored as requires_action
 * and its owner already asked to confirm it; Stripe's payment_failed for that same attempt
 * (authentication_required) is not a second failure to announce.
 */
function failureIsNews(event: Stripe.Event, previous: PaymentIntentStatus, now: PaymentIntentStatus | null): boolean {
  if (event.type !== 'payment_intent.payment_failed' || now !== 'failed' || previous === 'failed') return false;
  const code = (event.data.object as Stripe.PaymentIntent).last_payment_error?.code;
  return !(previous === 'requires_action' && code === 'authentication_required');
}
