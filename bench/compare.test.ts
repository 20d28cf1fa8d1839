// The bench's own judgements: a wrong one would print pass for a failing server.
import { describe, expect, it } from 'vitest';
import { firstDifference, meetsApiTargets, throughputRatio } from './compare';

describe('bench comparisons', () => {
  it('finds where the app and the baseline bytes part, and nothing when equal', () => {
    expect(firstDifference(Buffer.from('[{"id":1}]'), Buffer.from('[{"id":1}]'))).toBeNull();
    expect(firstDifference(Buffer.from('[{"id":1}]'), Buffer.from('[{"id":2}]'))).toMatch(/^bytes differ at 7 /);
    expect(firstDifference(Buffer.from('[1]'), Buffer.from('[1,2]'))).toMatch(/^bytes differ at 2 \(app 3 bytes, bare 5\)/);
    expect(firstDifference(Buffer.from('[1]'), Buffer.from('[2]'), 'minimal')).toMatch(
      /\(app 3 bytes, minimal 3\): app "\[1\]" vs minimal "\[2\]"$/,
    );
  });

  it('divides app by baseline throughput and passes only a row that meets every target', () => {
    expect(throughputRatio(700, 1000)).toBeCloseTo(0.7);
    expect(throughputRatio(700, 0)).toBe(0);
    const good = { requests: 5000, ratio: 0.8, failures: 0, sameBytes: true };
    expect(meetsApiTargets(good)).toBe(true);
    expect(meetsApiTargets({ ...good, ratio: 0.6 })).toBe(true);
    expect(meetsApiTargets({ ...good, ratio: 0.59 })).toBe(false);
    expect(meetsApiTargets({ ...good, failures: 1 })).toBe(false);
    expect(meetsApiTargets({ ...good, sameBytes: false })).toBe(false);
    expect(meetsApiTargets({ ...good, requests: 0 })).toBe(false);
  });
});
