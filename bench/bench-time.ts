// Target 7 of issue 32, the bench itself: PGlite alone under 6 minutes on a fresh clone (the build
// included), both databases under 12. A run on both databases tells both figures: PGlite alone is
// the build and the PGlite part (which also measures the pages). Only a whole run (built, every
// section) is held to the target; a partial one reports its times.
import type { BenchRow } from './report';

export const BENCH_TIME_TARGETS = { pgliteMinutes: 6, bothMinutes: 12 } as const;

export type BenchTimes = {
  /** Building the app and the baselines. */
  buildSeconds: number;
  /** Each database's part: starting and seeding its app, every chosen section, stopping. */
  databaseSeconds: { pglite: number; postgres?: number };
  /** The app was built and every section ran (neither --no-build nor --only). */
  wholeRun: boolean;
};

const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;

export function benchTimeRow(times: BenchTimes): BenchRow {
  const pgliteAlone = times.buildSeconds + times.databaseSeconds.pglite;
  const both = times.databaseSeconds.postgres === undefined ? undefined : pgliteAlone + times.databaseSeconds.postgres;
  const pglitePasses = pgliteAlone < BENCH_TIME_TARGETS.pgliteMinutes * 60;
  const bothPasses = both === undefined ? true : both < BENCH_TIME_TARGETS.bothMinutes * 60;
  const parts = [`PGlite alone ${minutes(pgliteAlone)} (build ${minutes(times.buildSeconds)})`];
  if (both !== undefined) parts.push(`both databases ${minutes(both)}`);
  return {
    section: 'bench',
    name: 'the bench itself, wall time',
    figure: parts.join(', '),
    target: `PGlite alone < ${BENCH_TIME_TARGETS.pgliteMinutes} min, both < ${BENCH_TIME_TARGETS.bothMinutes} min`,
    pass: times.wholeRun ? pglitePasses && bothPasses : null,
    values: {
      buildSeconds: Math.round(times.buildSeconds),
      pgliteSeconds: Math.round(times.databaseSeconds.pglite),
      ...(times.databaseSeconds.postgres === undefined ? {} : { postgresSeconds: Math.round(times.databaseSeconds.postgres) }),
      pgliteAloneSeconds: Math.round(pgliteAlone),
      ...(both === undefined ? {} : { bothSeconds: Math.round(both) }),
    },
  };
}

/** A section's wall time on one database: informative, so that the slow part of the bench is plain. */
export function sectionTimeRow(kind: string, section: string, seconds: number): BenchRow {
  return {
    section: 'bench',
    name: `${section} on ${kind}`,
    figure: `${seconds.toFixed(0)} s`,
    target: '',
    pass: null,
    values: { database: kind, section, seconds: Math.round(seconds) },
  };
}
