import { describe, expect, it } from 'vitest';
import { ALREADY_CANCELLED_MESSAGE, ALREADY_ENDED_MESSAGE, cancellationTerms, type CancellableBooking } from './cancellation';

const now = new Date('2027-03-01T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const booking = (values: Partial<CancellableBooking>): CancellableBooking => ({
  status: 'pending',
  paymentStatus: 'pending',
  startDate: hours(48),
  endDate: hours(72),
  totalPrice: 17800,
  terms: { fullRefundHours: 24 },
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
      { allowed: false, refundAmount: 0, reason: 'Paid bookings can be cancelled up to 24 hours before they start.' },
    ],
    [
      'paid, 23 hours away',
      booking({ paymentStatus: 'paid', status: 'confirmed', startDate: hours(23) }),
      { allowed: false, refundAmount: 0, reason: 'Paid bookings can be cancelled up to 24 hours before they start.' },
    ],
    ['cancelled', booking({ status: 'cancelled' }), { allowed: false, refundAmount: 0, reason: ALREADY_CANCELLED_MESSAGE }],
    [
      'refunded',
      booking({ status: 'cancelled', paymentStatus: 'refunded' }),
      { allowed: false, refundAmount: 0, reason: ALREADY_CANCELLED_MESSAGE },
    ],
    ['ended', booking({ startDate: hours(-48), endDate: hours(-24) }), { allowed: false, refundAmount: 0, reason: ALREADY_ENDED_MESSAGE }],
    ['completed', booking({ status: 'completed' }), { allowed: false, refundAmount: 0, reason: ALREADY_ENDED_MESSAGE }],
    [
      'paid under a 48-hour window, 47 hours away',
      booking({ paymentStatus: 'paid', status: 'confirmed', startDate: hours(47), endDate: hours(72), terms: { fullRefundHours: 48 } }),
      { allowed: false, refundAmount: 0, reason: 'Paid bookings can be cancelled up to 48 hours before they start.' },
    ],
    [
      'paid under a 2-hour window, 3 hours away',
      booking({ paymentStatus: 'paid', status: 'confirmed', startDate: hours(3), terms: { fullRefundHours: 2 } }),
      { allowed: true, refundAmount: 17800, reason: null },
    ],
  ])('%s', (_name, input, expected) => {
    expect(cancellationTerms(input, now)).toEqual(expected);
  });
});
