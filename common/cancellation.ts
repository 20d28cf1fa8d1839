// When an owner may cancel a booking and what comes back (decisions.md 12, 73): an unpaid booking
// any time before it ends, with nothing charged; a paid one until it begins: in full while its start
// is further away than the refund window in force when it was booked, and less the business's
// late-cancellation fee inside that window. The reason is the text on a disabled Cancel button; the
// server refuses with it. The refund leaves out the price of training skills already taught on the
// stay (decisions.md 59). The dialog shows this preview; the server recomputes it when it cancels.
import type { BookingStatus, PaymentStatus } from './booking-choices';
import { feeLabel, isLateCancellation, lateFeeCents, type FeeBooking, type FeeKind } from './cancellation-policy';

export const ALREADY_CANCELLED_MESSAGE = 'This booking is already cancelled.';
export const ALREADY_ENDED_MESSAGE = 'This booking has already ended.';
export const STAY_STARTED_MESSAGE = 'This stay has begun. Please ask the front desk to change it.';

/** A skill bought onto the stay and already taught: its price is not refunded. */
export type KeptSkill = { name: string; petName: string; amountCents: number };

/** The money side of a cancellation: what goes back and what the policy keeps. */
export type CancellationMoney = {
  /** Cents that go back to the card (0 for an unpaid booking). */
  refundAmount: number;
  /** Cents kept as the late-cancellation fee (0 when none applies). */
  feeAmount: number;
  feeKind: FeeKind | null;
  /** 'Late cancellation fee (50%)', or null without a fee. */
  feeLabel: string | null;
  /** A paid booking's taught skills, left out of `refundAmount` (only when there are any). */
  keptSkills?: KeptSkill[];
};

export type CancellationTerms = CancellationMoney & {
  allowed: boolean;
  /** Why cancelling is not allowed, or null when it is. */
  reason: string | null;
};

export type CancellableBooking = FeeBooking & {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  startDate: Date;
  endDate: Date;
};

const NOTHING: CancellationMoney = { refundAmount: 0, feeAmount: 0, feeKind: null, feeLabel: null };
const refused = (reason: string): CancellationTerms => ({ allowed: false, ...NOTHING, reason });

/**
 * The policy's money for a cancellation now, whatever the booking's status (the desk's default):
 * `paidCents` is what was paid and not refunded (server/domain/bookings/booking-intent.ts amountPaid),
 * `kept` the booking's taught skills. Nothing paid, nothing kept: an unpaid booking has no fee.
 */
export function policyMoney(booking: CancellableBooking, now: Date, paidCents: number, kept: readonly KeptSkill[] = []): CancellationMoney {
  // A deposit-paid booking (decisions.md 71) is cancelled under the same policy, on what it paid.
  if ((booking.paymentStatus !== 'paid' && booking.paymentStatus !== 'partially_paid') || paidCents <= 0) return NOTHING;
  const keptCents = kept.reduce((sum, skill) => sum + skill.amountCents, 0);
  const skills = kept.length > 0 ? { keptSkills: [...kept] } : {};
  const afterSkills = Math.max(0, paidCents - keptCents);
  if (!isLateCancellation(booking.startDate, booking.terms.fullRefundHours, now)) {
    return { ...NOTHING, refundAmount: afterSkills, ...skills };
  }
  const feeAmount = Math.min(lateFeeCents(booking, Math.max(0, booking.totalPrice - keptCents)), afterSkills);
  return {
    refundAmount: afterSkills - feeAmount,
    feeAmount,
    feeKind: feeAmount > 0 ? 'late_cancellation' : null,
    feeLabel: feeAmount > 0 ? feeLabel('late_cancellation', booking.terms) : null,
    ...skills,
  };
}

/** Whether the owner may cancel now and with what money. `paidCents`: what was paid and not refunded. */
export function cancellationTerms(
  booking: CancellableBooking,
  now: Date,
  paidCents: number,
  kept: readonly KeptSkill[] = [],
): CancellationTerms {
  if (booking.status === 'cancelled' || booking.paymentStatus === 'refunded') return refused(ALREADY_CANCELLED_MESSAGE);
  if (booking.status === 'checked_in') return refused(STAY_STARTED_MESSAGE);
  if (booking.status === 'completed' || booking.status === 'no_show' || booking.endDate.getTime() <= now.getTime()) {
    return refused(ALREADY_ENDED_MESSAGE);
  }
  return { allowed: true, reason: null, ...policyMoney(booking, now, paidCents, kept) };
}
