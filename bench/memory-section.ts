// Section 'memory': the server's resident memory idle (just started, nothing asked yet) and now,
// after the sections before it loaded it, against 250 MB; and the time from starting the compiled
// server (what `npm start` runs after its build) on an empty data directory or database to a
// healthy /api/health, which includes creating, migrating and seeding the database.
import type { BenchContext } from './bench-context';
import type { BenchRow } from './report';

const MAX_RSS_MB = 250;

export async function memorySection(context: BenchContext): Promise<BenchRow[]> {
  const afterLoad = context.app.rssMb();
  const { idleRssMb, startMs } = context.firstStart;
  const rssRow = (name: string, megabytes: number): BenchRow => ({
    section: 'memory',
    name: `${name} on ${context.kind}`,
    figure: `${Math.round(megabytes)} MB`,
    target: `< ${MAX_RSS_MB} MB`,
    pass: megabytes < MAX_RSS_MB,
    values: { database: context.kind, rssMb: megabytes },
  });
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
  ];
}
