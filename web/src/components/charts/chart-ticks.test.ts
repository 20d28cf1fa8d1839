import { describe, expect, it } from 'vitest';
import { axisTicks } from './chart-ticks';

describe('a chart’s value axis', () => {
  it('marks round steps from zero past the largest value', () => {
    expect(axisTicks([758, 75, 0])).toEqual([0, 200, 400, 600, 800]);
    expect(axisTicks([3.2, 1])).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks([0.42])).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('keeps counts whole: no 0.5 bookings', () => {
    expect(axisTicks([1], { allowDecimals: false })).toEqual([0, 1]);
    expect(axisTicks([11], { allowDecimals: false })).toEqual([0, 3, 6, 9, 12]);
  });

  it('reaches a domain’s end the data does not (the capacity) and reads zero rows as 0 to 1', () => {
    expect(axisTicks([4], { domain: [0, 20], allowDecimals: false })).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks([0, 0])).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('goes below zero for a negative value (a week refunded more than it took)', () => {
    expect(axisTicks([-120, 300])).toEqual([-200, -100, 0, 100, 200, 300]);
  });

  it('uses fixed marks as given (a score’s 0 to 5)', () => {
    expect(axisTicks([2, 4], { ticks: [5, 0, 1, 2, 3, 4] })).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
