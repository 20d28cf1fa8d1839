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
