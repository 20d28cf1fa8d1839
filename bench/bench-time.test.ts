// The bench's own time against target 7 (bench-time.ts).
import { describe, expect, it } from 'vitest';
import { benchTimeRow, sectionTimeRow } from './bench-time';

describe('benchTimeRow', () => {
  it('counts the build into PGlite alone and both parts into both databases, and holds a full run to both limits', () => {
    const row = benchTimeRow({ buildSeconds: 30, databaseSeconds: { pglite: 300, postgres: 330 }, wholeRun: true });
    expect(row.figure).toBe('PGlite alone 5.5 min (build 0.5 min), both databases 11.0 min');
    expect(row.pass).toBe(true);
    expect(row.values).toMatchObject({ pgliteAloneSeconds: 330, bothSeconds: 660 });
  });

  it('fails when either limit is passed', () => {
    expect(benchTimeRow({ buildSeconds: 30, databaseSeconds: { pglite: 400, postgres: 100 }, wholeRun: true }).pass).toBe(false);
    expect(benchTimeRow({ buildSeconds: 30, databaseSeconds: { pglite: 300, postgres: 400 }, wholeRun: true }).pass).toBe(false);
  });

  it('judges a PGlite-only run by PGlite alone, and a partial run not at all', () => {
    expect(benchTimeRow({ buildSeconds: 30, databaseSeconds: { pglite: 300 }, wholeRun: true })).toMatchObject({
      figure: 'PGlite alone 5.5 min (build 0.5 min)',
      pass: true,
    });
    expect(benchTimeRow({ buildSeconds: 30, databaseSeconds: { pglite: 30 }, wholeRun: false }).pass).toBeNull();
  });
});

describe('sectionTimeRow', () => {
  it('is informative', () => {
    expect(sectionTimeRow('pglite', 'api', 81.6)).toMatchObject({ name: 'api on pglite', figure: '82 s', pass: null });
  });
});
