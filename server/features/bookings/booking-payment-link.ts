// The only place bookings touch payments. Paid means the provider says so (DESIGN decision 4),
// so bookings never decide payment state themselves: they ask the payments platform.
import type { Db, Tx } from '../../db/client';
import type { BookingRow } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import * as payments from '../../platform/payments/booking-payments';
import { queueBookingReceipt } from '../../platform/payments/receipts';

export type BookingPayment = payments.BookingPayment;

/** The payment shown on a booking, or none when no payment was made. */
export function bookingPayments(db: Db | Tx, bookingIds: number[]): Promise<Map<number, BookingPayment>> {
  return payments.bookingPayments(db, bookingIds);
}

/** Marks the booking paid (once) when its provider says the payment succeeded. */
export function reconcilePayment(deps: AppDeps, tx: Tx, booking: BookingRow): Promise<payments.Reconciled> {
  return payments.reconcilePayment(deps, tx, booking);
}

/**
 * Settles the payment side of a cancellation: an unpaid booking's open intent is cancelled; a paid
 * one is refunded in full, once. Returns the cents refunded.
 */
export function settleCancelledPayment(deps: AppDeps, tx: Tx, booking: BookingRow): Promise<number> {
  return payments.settleCancelledPayment(deps, tx, booking);
}

/** Queues the refund's receipt e-mail in the cancellation's transaction; returns its queue id. */
export function queueRefundReceipt(tx: Tx, refundedBooking: BookingRow): Promise<number> {
  return queueBookingReceipt(tx, refundedBooking, 'refund');
}
