// PATCH /api/bookings/:id: the two changes an owner may ask for. Cancelling (decisions.md 12)
// and confirming a paid booking, which only the payment provider can vouch for (decision 4).
// Every other change is a 409; the booking row is locked so two requests cannot both act.
import type { BookingStatus, PaymentStatus } from '../../../common/booking-choices';
import type { Tx } from '../../db/client';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import type { BookingRow } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import { conflict } from '../../platform/errors';
import { cancelBooking } from '../../domain/bookings/cancel-booking';
import { cancellationQuote, recordFee } from '../../domain/bookings/cancellation-policy';
import { notifyBookingCancelled, notifyBookingRefunded } from './booking-notifications';
import { reconcilePayment } from '../../domain/bookings/booking-payments';
import { queueBookingReceipt } from '../../domain/bookings/booking-receipts';
import { bookingPetNames, bookingView, type BookingView } from './booking-view';

export type BookingChange = { status?: BookingStatus; paymentStatus?: PaymentStatus };

export const PAYMENT_NOT_RECEIVED_MESSAGE = 'Payment has not been received for this booking.';
export const CANCELLED_BOOKING_MESSAGE = 'This booking is cancelled.';
export const UNSUPPORTED_CHANGE_MESSAGE = 'Bookings can only be cancelled, or confirmed once paid.';

const isCancel = (change: BookingChange) => change.status === 'cancelled' && change.paymentStatus === undefined;
// The payment-success page sends {status: 'confirmed', paymentStatus: 'paid'}; either alone means the same.
const isConfirm = (change: BookingChange) =>
  (change.status === 'confirmed' || change.status === undefined) &&
  (change.paymentStatus === 'paid' || change.paymentStatus === undefined) &&
  (change.status !== undefined || change.paymentStatus !== undefined);

export async function updateBooking(
  deps: AppDeps,
  user: AccessUser,
  bookingId: number,
  change: BookingChange,
  timeZone: string,
  now = new Date(),
): Promise<{ booking: BookingView }> {
  return deps.db.transaction(async (tx) => {
    const booking = await requireAccess(tx, user, 'change', 'booking', bookingId, { lock: true });
    let changed: Changed;
    if (isCancel(change)) changed = await cancelOwnBooking(deps, tx, booking, timeZone, now);
    else if (isConfirm(change)) changed = await confirmPaid(deps, tx, booking);
    else throw conflict(UNSUPPORTED_CHANGE_MESSAGE);
    return { booking: await bookingView(tx, changed.booking, timeZone, now) };
  });
}

/** The booking after a change (a payment's or a refund's receipt, if any, is queued with it). */
export type Changed = { booking: BookingRow };

/** The owner's cancel of one booking (its row locked), also each occurrence of a series' cancel (decisions.md 68). */
export async function cancelOwnBooking(deps: AppDeps, tx: Tx, booking: BookingRow, timeZone: string, now: Date): Promise<Changed> {
  // Recomputed here, under the booking's lock, never taken from the client: the dialog showed the
  // same rule's answer (decisions.md 73). Taught skills keep their price (decisions.md 59).
  const terms = await cancellationQuote(tx, booking, now);
  if (!terms.allowed) throw conflict(terms.reason ?? CANCELLED_BOOKING_MESSAGE);
  const { updated, refunded } = await cancelBooking(deps, tx, booking, { amount: terms.refundAmount });
  if (terms.feeKind) await recordFee(tx, booking.id, { kind: terms.feeKind, amount: terms.feeAmount });
  const fee = terms.feeKind && terms.feeLabel ? { label: terms.feeLabel, amountCents: terms.feeAmount } : null;
  const petNames = await bookingPetNames(tx, booking);
  await notifyBookingCancelled(deps, tx, updated, petNames, timeZone, refunded === 0 ? fee : null);
  if (refunded > 0) await notifyBookingRefunded(deps, tx, updated, petNames, timeZone, refunded, terms.keptSkills, fee);
  if (refunded > 0 || fee) await queueBookingReceipt(tx, updated, 'refund');
  return { booking: updated };
}

/**
 * Confirmed and paid only when the provider says the booking's payment succeeded. With Stripe this
 * PATCH usually arrives before the webhook, so it is what marks the booking paid.
 */
async function confirmPaid(deps: AppDeps, tx: Tx, booking: BookingRow): Promise<Changed> {
  if (booking.status === 'cancelled') throw conflict(CANCELLED_BOOKING_MESSAGE);
  // Already marked paid by the server (the sandbox confirm or the webhook): nothing to do.
  if (booking.paymentStatus === 'paid' && booking.status !== 'pending') return { booking };
  if (booking.paymentStatus === 'refunded') throw conflict(CANCELLED_BOOKING_MESSAGE);
  const reconciled = await reconcilePayment(deps, tx, booking);
  if (reconciled.paidNow) return { booking: reconciled.booking };
  // Its deposit was taken (decisions.md 71): confirmed, the balance due later; nothing to do.
  if (booking.paymentStatus === 'partially_paid' && booking.status !== 'pending') return { booking };
  throw conflict(PAYMENT_NOT_RECEIVED_MESSAGE);
}
