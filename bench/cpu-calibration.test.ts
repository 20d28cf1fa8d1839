import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, medianIndex } from './cpu-calibration';

describe('cpuSlowdownFor', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])("gives Lighthouse's calculator's multiplier at its points: CPU index %i is %fx", (index, multiplier) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(multiplier, 1);
  });

  it('slows a faster host more, so that both emulate the same phone', () => {
    expect(cpuSlowdownFor(1500)).toBeCloseTo(3.86, 2);
    expect(cpuSlowdownFor(3700)).toBeCloseTo(13.3, 1);
  });

  it('declines a host too slow to stand for the phone', () => {
    expect(() => cpuSlowdownFor(120)).toThrow(/too low/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/too low/);
  });
});

describe('medianIndex', () => {
  it('is the middle reading, or the mean of the middle two', () => {
    expect(medianIndex([1600, 900, 1500])).toBe(1500);
    expect(medianIndex([1400, 1600])).toBe(1500);
  });

  it('needs a reading', () => {
    expect(() => medianIndex([])).toThrow(/No CPU index/);
  });
});
