// Section 'memory': the server's resident memory idle (just started, nothing asked yet) and now,
// after the sections before it loaded it, against its database's limit; the time from starting
// the compiled server (what `npm start` runs after its build) on an empty data directory or
// database to a healthy /api/health, which includes creating, migrating and seeding it (reported);
// and the same on the database it has been using, which is every start but the first (target).
import type { BenchContext, DatabaseKind } from './bench-context';
import type { BenchRow } from './report';
import { startServer } from './server-process';

/**
 * Issue 32: embedded PGlite keeps the database engine (its WebAssembly code and memory, about
 * 100 MB) inside the server's process; with PostgreSQL the process is the app alone.
 */
export const MAX_RSS_MB: Record<DatabaseKind, number> = { pglite: 250, postgres: 150 };
export const MAX_RESTART_MS = 3000;

export async function memorySection(context: BenchContext): Promise<BenchRow[]> {
  const afterLoad = context.app.rssMb();
  const { idleRssMb, startMs } = context.firstStart;
  const limit = MAX_RSS_MB[context.kind];
  const rssRow = (name: string, megabytes: number): BenchRow => ({
    section: 'memory',
    name: `${name} on ${context.kind}`,
    figure: `${Math.round(megabytes)} MB`,
    target: `< ${limit} MB`,
    pass: megabytes < limit,
    values: { database: context.kind, rssMb: megabytes },
  });
  const restartMs = await restartOnExistingDatabase(context);
  return [
    rssRow('server RSS idle', idleRssMb),
    rssRow('server RSS after load', afterLoad),
    {
      section: 'memory',
      name: `start to healthy, empty database, on ${context.kind}`,
      figure: `${(startMs / 1000).toFixed(1)} s`,
      target: '',
      pass: null,
      values: { database: context.kind, startMs },
    },
    {
      section: 'memory',
      name: `start to healthy, existing database, on ${context.kind}`,
      figure: `${(restartMs / 1000).toFixed(2)} s`,
      target: `< ${MAX_RESTART_MS / 1000} s`,
      pass: restartMs < MAX_RESTART_MS,
      values: { database: context.kind, startMs: restartMs },
    },
  ];
}

/**
 * Stops the app and starts it again on the same data (migrated and seeded, with the bench's rows
 * in it), as every deploy or restart does: from spawn to the first healthy /api/health.
 */
async function restartOnExistingDatabase(context: BenchContext): Promise<number> {
  await context.app.stop();
  context.app = await startServer({ target: context.target, label: `${context.kind}-restart` });
  return context.app.startMs;
}
