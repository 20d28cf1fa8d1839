// The payment shown on each booking of a list: its current intent, with its refunds summed, from
// the one read of a page's intents and refunds (paymentStateOfBookings).
import type { IntentRow, RefundTotal } from './booking-intent';

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
