import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatWholeDollars, groupThousands } from './money';

const intlCurrency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('money without Intl', () => {
  it('prints cents as dollars with thousands grouped', () => {
    expect(formatCents(123400)).toBe('$1,234.00');
    expect(formatCents(8900)).toBe('$89.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-1250)).toBe('-$12.50');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('prints every amount of cents exactly as Intl en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(formatCents(cents)).toBe(intlCurrency.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('groups whole numbers as Intl does', () => {
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(formatWholeDollars(10000)).toBe('$10,000');
    fc.assert(
      fc.property(fc.nat(), (value) => {
        expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
      }),
    );
  });
});
