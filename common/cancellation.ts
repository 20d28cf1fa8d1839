// When an owner may cancel a booking and what comes back (decisions.md 12): an unpaid booking
// any time before it ends; a paid one only while its start is further away than the business's
// refund window in force when it was booked (24 hours unless changed), with a full refund. The reason is the text on a disabled Cancel button; the server refuses with it.
// The refund leaves out the price of training skills already taught on the stay (decisions.md 59).
import type { BookingStatus, PaymentStatus } from './booking-choices';

export const ALREADY_CANCELLED_MESSAGE = 'This booking is already cancelled.';
export const ALREADY_ENDED_MESSAGE = 'This booking has already ended.';
export const STAY_STARTED_MESSAGE = 'This stay has begun. Please ask the front desk to change it.';
const HOUR_MS = 60 * 60 * 1000;

/** 'Paid bookings can be cancelled up to 24 hours before they start.' */
export function paidTooLateMessage(fullRefundHours: number): string {
  const window = fullRefundHours === 1 ? '1 hour' : `${fullRefundHours} hours`;
  return fullRefundHours === 0
    ? 'Paid bookings can be cancelled until they start.'
    : `Paid bookings can be cancelled up to ${window} before they start.`;
}

/** A skill bought onto the stay and already taught: its price is not refunded. */
export type KeptSkill = { name: string; petName: string; amountCents: number };

export type CancellationTerms = {
  allowed: boolean;
  /** Cents that go back to the card if the owner cancels now (0 for an unpaid booking). */
  refundAmount: number;
  /** Why cancelling is not allowed, or null when it is. */
  reason: string | null;
  /** A paid booking's taught skills, left out of `refundAmount` (only when there are any). */
  keptSkills?: KeptSkill[];
};

export type CancellableBooking = {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  startDate: Date;
  endDate: Date;
  totalPrice: number;
  /** The refund window in force when it was booked. */
  terms: { fullRefundHours: number };
  /** What was paid so far; a deposit-paid booking gets back what it paid (decisions.md 71). */
  paidCents?: number;
};

const refused = (reason: string): CancellationTerms => ({ allowed: false, refundAmount: 0, reason });

/** `kept`: the booking's taught skills (server/domain/skills/taught-skills.ts). */
export function cancellationTerms(booking: CancellableBooking, now: Date, kept: readonly KeptSkill[] = []): CancellationTerms {
  if (booking.status === 'cancelled' || booking.paymentStatus === 'refunded') return refused(ALREADY_CANCELLED_MESSAGE);
  if (booking.status === 'checked_in') return refused(STAY_STARTED_MESSAGE);
  if (booking.status === 'completed' || booking.status === 'no_show' || booking.endDate.getTime() <= now.getTime()) {
    return refused(ALREADY_ENDED_MESSAGE);
  }
  if (booking.paymentStatus !== 'paid' && booking.paymentStatus !== 'partially_paid')
    return { allowed: true, refundAmount: 0, reason: null };
  if (booking.startDate.getTime() - now.getTime() > booking.terms.fullRefundHours * HOUR_MS) {
    const paid = booking.paymentStatus === 'paid' ? booking.totalPrice : (booking.paidCents ?? 0);
    if (kept.length === 0) return { allowed: true, refundAmount: paid, reason: null };
    const keptCents = kept.reduce((sum, skill) => sum + skill.amountCents, 0);
    return { allowed: true, refundAmount: Math.max(0, paid - keptCents), reason: null, keptSkills: [...kept] };
  }
  return refused(paidTooLateMessage(booking.terms.fullRefundHours));
}
