import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatMoney, formatRelativeTime, formatTime } from './format';

describe('format', () => {
  it('prints cents as dollars', () => {
    expect(formatMoney(123400)).toBe('$1,234.00');
    expect(formatMoney(8900)).toBe('$89.00');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('prints dates like March 5, 2024, calendar dates on their own day', () => {
    expect(formatDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatDate(new Date(2024, 2, 5, 23, 30))).toBe('March 5, 2024');
  });

  it('prints a range with the year once, or twice when it changes', () => {
    expect(formatDateRange('2027-03-05', '2027-03-09')).toBe('March 5 – March 9, 2027');
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('December 30, 2026 – January 2, 2027');
  });

  it('prints times and date-times', () => {
    expect(formatTime(new Date(2024, 2, 5, 9, 5))).toBe('9:05 AM');
    expect(formatTime(new Date(2024, 2, 5, 17, 0))).toBe('5:00 PM');
    expect(formatDateTime(new Date(2024, 2, 5, 13, 0))).toBe('March 5, 2024 at 1:00 PM');
  });

  it('prints recent moments relatively and older ones as dates', () => {
    const now = new Date(2024, 2, 10, 12, 0);
    expect(formatRelativeTime(new Date(2024, 2, 10, 11, 59, 30), now)).toBe('just now');
    expect(formatRelativeTime(new Date(2024, 2, 10, 11, 55), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(2024, 2, 10, 9, 0), now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date(2024, 2, 9, 9, 0), now)).toBe('yesterday');
    expect(formatRelativeTime(new Date(2024, 2, 1, 9, 0), now)).toBe('March 1, 2024');
  });
});

// The functions above are written out by hand (see format.ts); here Intl, the reference, checks them.
describe('format agrees with Intl en-US', () => {
  const anyDate = fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true });
  const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

  it('for dates and times', () => {
    const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(formatDate(date)).toBe(dateFormat.format(date));
        expect(formatTime(date)).toBe(plainSpaces(timeFormat.format(date)));
      }),
      { numRuns: 2000 },
    );
  });

  it('for moments up to a week back', () => {
    const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
    const now = new Date(2024, 2, 10, 12, 0);
    fc.assert(
      fc.property(fc.integer({ min: 60_000, max: 7 * 86_400_000 - 1 }), (elapsed) => {
        const [count, unit] =
          elapsed < 3_600_000
            ? [Math.floor(elapsed / 60_000), 'minute' as const]
            : elapsed < 86_400_000
              ? [Math.floor(elapsed / 3_600_000), 'hour' as const]
              : [Math.floor(elapsed / 86_400_000), 'day' as const];
        expect(formatRelativeTime(new Date(now.getTime() - elapsed), now)).toBe(relative.format(-count, unit));
      }),
    );
  });

  it('for money', () => {
    const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(formatMoney(cents)).toBe(currency.format(cents / 100));
      }),
    );
  });
});
