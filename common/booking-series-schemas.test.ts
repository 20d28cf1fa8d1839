// The days of a weekly booking (decisions.md 68): counted and listed from the first day through the
// last on the chosen weekdays, whatever the span.
import { describe, expect, it } from 'vitest';
import { MAX_SERIES_OCCURRENCES, seriesDayCount, seriesDays, weekdayOf } from './booking-series-schemas';

describe('seriesDays and seriesDayCount', () => {
  it('lists Mondays and Wednesdays from a Monday through a Sunday eight weeks on', () => {
    expect(weekdayOf('2027-03-01')).toBe(1);
    const days = seriesDays('2027-03-01', [1, 3], '2027-04-25');
    expect(days).toHaveLength(16);
    expect(days.slice(0, 3)).toEqual(['2027-03-01', '2027-03-03', '2027-03-08']);
    expect(seriesDayCount('2027-03-01', [1, 3], '2027-04-25')).toBe(16);
  });

  it('counts the first and last days themselves, and nothing when the last is before the first', () => {
    expect(seriesDayCount('2027-03-01', [1], '2027-03-01')).toBe(1);
    expect(seriesDayCount('2027-03-01', [1], '2027-02-28')).toBe(0);
    expect(seriesDayCount('2027-03-01', [0, 1, 2, 3, 4, 5, 6], '2027-03-27')).toBe(27);
  });

  it('counts a span of centuries without listing it, and lists at most the maximum', () => {
    expect(seriesDayCount('2027-03-01', [1], '2999-12-31')).toBeGreaterThan(50_000);
    expect(seriesDays('2027-03-01', [1], '2999-12-31')).toHaveLength(MAX_SERIES_OCCURRENCES);
  });
});
