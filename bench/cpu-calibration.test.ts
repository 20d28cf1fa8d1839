import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, medianIndex, recalibrated } from './cpu-calibration';

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

describe('recalibrated', () => {
  it("gives the multiplier a run's own reading calls for when the machine has moved well away from the calibration", () => {
    // Calibrated at 1,823 (5.2x), the run read 1,091: the phone it stood for was twice as slow.
    expect(recalibrated(cpuSlowdownFor(1823), 1091)).toBeCloseTo(2.58, 2);
    expect(recalibrated(cpuSlowdownFor(1091), 1823)).toBeCloseTo(5.24, 2);
  });

  it('keeps the multiplier for a reading close to the calibration, and for one that cannot be used', () => {
    expect(recalibrated(4, 1600)).toBeUndefined();
    expect(recalibrated(4, 1400)).toBeUndefined();
    expect(recalibrated(4, 100)).toBeUndefined();
    expect(recalibrated(4, Number.NaN)).toBeUndefined();
  });
});
