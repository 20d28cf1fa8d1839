import { describe, expect, it } from 'vitest';
import { ALREADY_CANCELLED_MESSAGE, ALREADY_ENDED_MESSAGE, cancellationTerms, type CancellableBooking } from './cancellation';
import { firstNightCents, noShowSettlement, policyOfTerms } from './cancellation-policy';

const now = new Date('2027-03-01T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
// Two nights of boarding for one pet at $89.00, booked under a 24-hour window and a 50% late fee.
const booking = (values: Partial<CancellableBooking>): CancellableBooking => ({
  status: 'pending',
  paymentStatus: 'pending',
  startDate: hours(48),
  endDate: hours(72),
  totalPrice: 17800,
  serviceType: 'boarding',
  numPets: 1,
  terms: {
    rateCents: 8900,
    multiPetDiscountPercent: 15,
    fullRefundHours: 24,
    lateFeePercent: 50,
    lateFeeBasis: 'percent',
    noShowFeePercent: 100,
  },
  ...values,
});
const paid = (values: Partial<CancellableBooking>) => booking({ paymentStatus: 'paid', status: 'confirmed', ...values });
const none = { feeAmount: 0, feeKind: null, feeLabel: null };
const late = (feeAmount: number, feeLabel: string) => ({ feeAmount, feeKind: 'late_cancellation', feeLabel });

describe('cancellationTerms', () => {
  it.each([
    ['unpaid, days away', booking({}), 0, { allowed: true, refundAmount: 0, reason: null, ...none }],
    [
      'unpaid, starting in an hour: no fee, nothing was taken',
      booking({ startDate: hours(1) }),
      0,
      { allowed: true, refundAmount: 0, reason: null, ...none },
    ],
    ['unpaid, under way', booking({ startDate: hours(-1) }), 0, { allowed: true, refundAmount: 0, reason: null, ...none }],
    [
      'paid, 25 hours away: full refund',
      paid({ startDate: hours(25) }),
      17800,
      { allowed: true, refundAmount: 17800, reason: null, ...none },
    ],
    [
      'paid, exactly 24 hours away: the late fee',
      paid({ startDate: hours(24) }),
      17800,
      { allowed: true, refundAmount: 8900, reason: null, ...late(8900, 'Late cancellation fee (50%)') },
    ],
    [
      'paid, 23 hours away, first-night fee with two pets',
      paid({ startDate: hours(23), numPets: 2, totalPrice: 32930, terms: { ...booking({}).terms, lateFeeBasis: 'first_night' } }),
      32930,
      { allowed: true, refundAmount: 32930 - 16465, reason: null, ...late(16465, 'Late cancellation fee (first night)') },
    ],
    [
      'paid under old terms (no fee fields) inside the window: 100% kept',
      paid({ startDate: hours(3), terms: { rateCents: 8900, multiPetDiscountPercent: 15, fullRefundHours: 24 } }),
      17800,
      { allowed: true, refundAmount: 0, reason: null, ...late(17800, 'Late cancellation fee (100%)') },
    ],
    [
      'paid but less was paid than the total: the fee never exceeds what was paid',
      paid({ startDate: hours(3), terms: { ...booking({}).terms, lateFeePercent: 80 } }),
      10000,
      { allowed: true, refundAmount: 0, reason: null, ...late(10000, 'Late cancellation fee (80%)') },
    ],
    [
      'paid, 0% late fee',
      paid({ startDate: hours(3), terms: { ...booking({}).terms, lateFeePercent: 0 } }),
      17800,
      { allowed: true, refundAmount: 17800, reason: null, ...none },
    ],
    ['cancelled', booking({ status: 'cancelled' }), 0, { allowed: false, refundAmount: 0, reason: ALREADY_CANCELLED_MESSAGE, ...none }],
    [
      'refunded',
      booking({ status: 'cancelled', paymentStatus: 'refunded' }),
      0,
      { allowed: false, refundAmount: 0, reason: ALREADY_CANCELLED_MESSAGE, ...none },
    ],
    [
      'ended',
      booking({ startDate: hours(-48), endDate: hours(-24) }),
      0,
      { allowed: false, refundAmount: 0, reason: ALREADY_ENDED_MESSAGE, ...none },
    ],
    ['completed', booking({ status: 'completed' }), 0, { allowed: false, refundAmount: 0, reason: ALREADY_ENDED_MESSAGE, ...none }],
    [
      'paid under a 2-hour window, 3 hours away',
      paid({ startDate: hours(3), terms: { ...booking({}).terms, fullRefundHours: 2 } }),
      17800,
      { allowed: true, refundAmount: 17800, reason: null, ...none },
    ],
  ])('%s', (_name, input, paidCents, expected) => {
    expect(cancellationTerms(input, now, paidCents)).toEqual(expected);
  });

  it('takes the fee on the total less taught skills, and refunds neither', () => {
    const kept = [{ name: 'Sit', petName: 'Rex', amountCents: 2000 }];
    const terms = cancellationTerms(paid({ startDate: hours(3), totalPrice: 19800 }), now, 19800, kept);
    // Fee: 50% of (198.00 - 20.00) = 89.00; refund: 198.00 - 20.00 - 89.00.
    expect(terms).toMatchObject({ allowed: true, feeAmount: 8900, refundAmount: 8900, keptSkills: kept });
  });
});

describe('the policy', () => {
  it('reads old terms as a 100% fee and the first night per service', () => {
    expect(policyOfTerms({ fullRefundHours: 48 })).toEqual({
      fullRefundHours: 48,
      lateFeePercent: 100,
      lateFeeBasis: 'percent',
      noShowFeePercent: 100,
    });
    const terms = { rateCents: 7500, multiPetDiscountPercent: 15, fullRefundHours: 24 };
    expect(firstNightCents({ serviceType: 'training', numPets: 1, totalPrice: 7500, terms })).toBe(7500);
    expect(firstNightCents({ serviceType: 'daycare', numPets: 3, totalPrice: 1, terms })).toBe(7500 + 2 * 6375);
  });

  it('keeps the no-show fee and gives back the rest of what was paid', () => {
    const terms = { rateCents: 8900, multiPetDiscountPercent: 15, fullRefundHours: 24, noShowFeePercent: 25 };
    expect(noShowSettlement({ serviceType: 'boarding', numPets: 1, totalPrice: 17800, terms }, 17800)).toEqual({
      feeAmount: 4450,
      refundAmount: 13350,
    });
    expect(noShowSettlement({ serviceType: 'boarding', numPets: 1, totalPrice: 17800, terms }, 0)).toEqual({
      feeAmount: 0,
      refundAmount: 0,
    });
  });
});
