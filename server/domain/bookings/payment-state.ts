// "Paid or refunded", decided once: a booking the provider took money for (decisions.md 4),
// whether or not it was refunded since. Such a booking takes no new card, no new total and no
// added skill, and has a receipt; every rule that asks uses this, never its own comparison.
import type { PaymentStatus } from '../../../common/booking-choices';

export function isPaidOrRefunded(booking: { paymentStatus: PaymentStatus }): boolean {
  return booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded';
}
