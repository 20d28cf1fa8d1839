// The only place bookings touch payments. Paid means the provider says so (DESIGN decision 4),
// so bookings never decide payment state themselves: they ask the payments platform.
// Until server/platform/payments/booking-payments.ts lands, these read the payment_intents row
// directly; each function body then becomes one call (cancelBookingPayment, refreshBookingPayment).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import { conflict } from '../../platform/errors';

export type BookingPayment = {
  provider: string;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
  refundAmount: number | null;
};

/** The payment shown on a booking, or null when none was made. */
export async function bookingPayments(_db: Db | Tx, _bookingIds: number[]): Promise<Map<number, BookingPayment>> {
  // Card and refund details live in the payments tables (server/db/schema/payments.ts).
  return new Map();
}

/** Whether the booking's payment intent has succeeded, according to the provider. */
export async function paymentSucceeded(_deps: AppDeps, tx: Tx, booking: BookingRow): Promise<boolean> {
  const [intent] = await tx.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.bookingId, booking.id));
  return intent?.status === 'succeeded';
}

/**
 * Settles the payment side of a cancellation: an unpaid booking's open intent is cancelled; a paid
 * one is refunded in full. Returns the cents refunded.
 */
export async function settleCancelledPayment(_deps: AppDeps, tx: Tx, booking: BookingRow): Promise<number> {
  if (booking.paymentStatus === 'paid') {
    throw conflict('Paid bookings cannot be refunded yet. Please contact us to cancel this booking.');
  }
  await tx
    .update(paymentIntents)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(
      and(
        eq(paymentIntents.bookingId, booking.id),
        inArray(paymentIntents.status, ['requires_payment_method', 'requires_action', 'failed']),
      ),
    );
  return 0;
}
