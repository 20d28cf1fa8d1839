import { describe, expect, it } from 'vitest';
import {
  ALREADY_CANCELLED_MESSAGE,
  ALREADY_ENDED_MESSAGE,
  PAID_TOO_LATE_MESSAGE,
  cancellationTerms,
  type CancellableBooking,
} from './cancellation';

const now = new Date('2027-03-01T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const booking = (values: Partial<CancellableBooking>): CancellableBooking => ({
  status: 'pending',
  paymentStatus: 'pending',
  startDate: hours(48),
  endDate: hours(72),
  totalPrice: 17800,
  ...values,
});

describe('cancellationTerms', () => {
  it.each([
    ['unpaid, days away', booking({}), { allowed: true, refundAmount: 0, reason: null }],
    ['unpaid, starting in an hour', booking({ startDate: hours(1) }), { allowed: true, refundAmount: 0, reason: null }],
    ['unpaid, under way', booking({ startDate: hours(-1) }), { allowed: true, refundAmount: 0, reason: null }],
    [
      'paid, 25 hours away: full refund',
      booking({ paymentStatus: 'paid', status: 'confirmed', startDate: hours(25) }),
      { allowed: true, refundAmount: 17800, reason: null },
    ],
    [
      'paid, exactly 24 hours away',
      booking({ paymentStatus: 'paid', status: 'confirmed', startDate: hours(24) }),
      { allowed: false, refundAmount: 0, reason: PAID_TOO_LATE_MESSAGE },
    ],
    [
      'paid, 23 hours away',
      booking({ paymentStatus: 'paid', status: 'confirmed', startDate: hours(23) }),
      { allowed: false, refundAmount: 0, reason: PAID_TOO_LATE_MESSAGE },
    ],
    ['cancelled', booking({ status: 'cancelled' }), { allowed: false, refundAmount: 0, reason: ALREADY_CANCELLED_MESSAGE }],
    [
      'refunded',
      booking({ status: 'cancelled', paymentStatus: 'refunded' }),
      { allowed: false, refundAmount: 0, reason: ALREADY_CANCELLED_MESSAGE },
    ],
    ['ended', booking({ startDate: hours(-48), endDate: hours(-24) }), { allowed: false, refundAmount: 0, reason: ALREADY_ENDED_MESSAGE }],
    ['completed', booking({ status: 'completed' }), { allowed: false, refundAmount: 0, reason: ALREADY_ENDED_MESSAGE }],
  ])('%s', (_name, input, expected) => {
    expect(cancellationTerms(input, now)).toEqual(expected);
  });
});
