// The states of a payment intent that the payment code asks about, in one place: which are open
// (waiting for the owner's card) and which are over.
import type { PaymentIntentStatus } from '../../../common/booking-choices';

/**
 * States in which the intent takes a card: never tried, declined, or waiting on a 3-D Secure
 * challenge the owner walked away from (Stripe, too, lets an intent in requires_action be
 * confirmed with a new payment method; the new card's outcome replaces the challenge). Such an
 * intent is the one left open: cancelled when its booking is, updated when its total changes.
 */
export const AWAITING_CARD: readonly PaymentIntentStatus[] = ['requires_payment_method', 'failed', 'requires_action'];

/** States after which an intent never moves again. */
export const CLOSED_INTENT: readonly PaymentIntentStatus[] = ['succeeded', 'canceled'];
