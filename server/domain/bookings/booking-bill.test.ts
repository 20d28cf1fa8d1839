// When a bill's balance falls due (decisions.md 69): now when nothing is paid or the booking is
// over; at check-out (the end of the stay) once part is paid, as after a deposit.
import { describe, expect, it } from 'vitest';
import { billDue } from './booking-bill';

const endDate = new Date('2027-03-08T09:00:00.000Z');

describe('billDue', () => {
  it('asks for nothing when the balance is settled or in the owner’s favour', () => {
    expect(billDue({ status: 'confirmed', endDate }, 0, 5000)).toEqual([]);
    expect(billDue({ status: 'cancelled', endDate }, -1500, 5000)).toEqual([]);
  });

  it('asks for an unpaid booking now', () => {
    expect(billDue({ status: 'pending', endDate }, 49395, 0)).toEqual([{ label: 'Due now', amountCents: 49395, when: null }]);
  });

  it('asks for the rest of a part-paid stay at check-out, and now once the stay is over', () => {
    expect(billDue({ status: 'confirmed', endDate }, 30000, 10000)).toEqual([
      { label: 'Balance due at check-out', amountCents: 30000, when: endDate },
    ]);
    for (const status of ['completed', 'no_show', 'cancelled'] as const) {
      expect(billDue({ status, endDate }, 30000, 10000)).toEqual([{ label: 'Due now', amountCents: 30000, when: null }]);
    }
  });
});
