import { describe, expect, it } from 'vitest';
import { meanProgressPercent, skillProgressPercent } from './skill-progress';

describe('skillProgressPercent', () => {
  it('counts the current step as reached: step 0 of 4 is 25%', () => {
    expect(skillProgressPercent(0, 4, false)).toBe(25);
    expect(skillProgressPercent(1, 4, false)).toBe(50);
    expect(skillProgressPercent(3, 4, false)).toBe(100);
  });

  it('rounds to a whole percentage', () => {
    expect(skillProgressPercent(0, 3, false)).toBe(33);
    expect(skillProgressPercent(1, 3, false)).toBe(67);
  });

  it('shows a completed skill as 100% whatever its step', () => {
    expect(skillProgressPercent(0, 6, true)).toBe(100);
    expect(skillProgressPercent(0, 0, true)).toBe(100);
  });

  it('never leaves 0-100, even for a step past the end or a skill without steps', () => {
    expect(skillProgressPercent(9, 4, false)).toBe(100);
    expect(skillProgressPercent(-2, 4, false)).toBe(25);
    expect(skillProgressPercent(0, 0, false)).toBe(0);
  });
});

describe('meanProgressPercent', () => {
  it('is 0 when there is nothing to average', () => {
    expect(meanProgressPercent([])).toBe(0);
  });

  it('averages and rounds to a whole percentage', () => {
    expect(meanProgressPercent([100, 25])).toBe(63);
    expect(meanProgressPercent([33, 33, 34])).toBe(33);
    expect(meanProgressPercent([50])).toBe(50);
  });
});
