import { describe, expect, it } from 'vitest';
import { combineRuns, turnOrder, type LoadResult } from './load';

const run = (figures: Partial<LoadResult>): LoadResult => ({
  requestsPerSecond: 0,
  p50Ms: 0,
  p99Ms: 0,
  failures: 0,
  requests: 0,
  ...figures,
});

describe('combineRuns', () => {
  it('averages throughput and p50, keeps the worst p99 and adds up requests and failures', () => {
    const combined = combineRuns([
      run({ requestsPerSecond: 400, p50Ms: 100, p99Ms: 300, requests: 2000 }),
      run({ requestsPerSecond: 200, p50Ms: 201, p99Ms: 900, requests: 1000, failures: 2, sampleFailure: '500 boom' }),
    ]);
    expect(combined).toEqual({ requestsPerSecond: 300, p50Ms: 151, p99Ms: 900, requests: 3000, failures: 2, sampleFailure: '500 boom' });
  });

  it('refuses to combine nothing', () => {
    expect(() => combineRuns([])).toThrow('at least one run');
  });
});

describe('turnOrder', () => {
  it('runs each side once, then again in reverse, so each side has one early and one late half', () => {
    expect(turnOrder(['app', 'bare', 'minimal'])).toEqual(['app', 'bare', 'minimal', 'minimal', 'bare', 'app']);
    expect(turnOrder(['app', 'bare'])).toEqual(['app', 'bare', 'bare', 'app']);
  });

  it('goes on back and forth until each side has had its turns', () => {
    expect(turnOrder(['app', 'bare', 'minimal'], 4).join(' ')).toBe('app bare minimal minimal bare app app bare minimal minimal bare app');
    expect(turnOrder(['app', 'bare'], 3)).toEqual(['app', 'bare', 'bare', 'app', 'app', 'bare']);
  });
});
