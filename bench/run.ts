// `npm run bench`: builds the app, starts the compiled server as a child process on a fresh
// database, seeds it through the API, loads it from this process with autocannon and prints one
// table (figure, target, pass or fail), also written as JSON under bench/results/. Runs on PGlite,
// and also on PostgreSQL when DATABASE_URL is set (in a fresh database it drops afterwards).
//   npm run bench                                    every section
//   npm run bench -- --only api,memory               some sections
//   npm run bench -- --seconds 3 --no-build          a quicker look while working
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { apiSection, bareServerEntry, minimalServerEntry } from './api-section';
import { openBenchContext, type BenchSection, type DatabaseKind } from './bench-context';
import { memorySection } from './memory-section';
import { measureGrowth } from './growth';
import { measurePages } from './pages';
import { latencySection } from './latency-section';
import { formatReport, writeReport, type BenchRow } from './report';
import { buildApp, repoRoot } from './server-process';
import { benchTimeRow, sectionTimeRow } from './bench-time';
import { writesSection } from './writes-section';

/** In the order they run: memory last, so that it reads the memory the load left behind. */
const sections: Record<string, BenchSection> = {
  api: apiSection,
  latency: latencySection,
  writes: writesSection,
  // The built pages do not depend on the database: measured once, against the PGlite run's app,
  // the owner's pages as the bench owner (20 pets, 50 bookings), three runs a page.
  pages: async (context) =>
    context.kind === 'pglite'
      ? measurePages({ baseUrl: context.app.baseUrl, ownerCookie: context.users.ownerCookie, ownerPetId: context.users.firstPetId })
      : [],
  // Growth seeds and serves databases of its own (1k, then 100k rows).
  growth: async (context) => measureGrowth({ databaseUrl: context.target.databaseUrl ? process.env.DATABASE_URL : undefined }),
  memory: memorySection,
};

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string', default: Object.keys(sections).join(',') },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'no-build': { type: 'boolean', default: false },
  },
});

async function main() {
  const chosen = flags.only.split(',').map((name) => name.trim());
  const unknown = chosen.filter((name) => !(name in sections));
  if (unknown.length > 0) throw new Error(`Unknown section ${unknown.join(', ')}; sections: ${Object.keys(sections).join(', ')}`);
  const options = { seconds: wholeNumber(flags.seconds, '--seconds'), connections: wholeNumber(flags.connections, '--connections') };
  const started = performance.now();
  const since = (start: number) => (performance.now() - start) / 1000;

  if (!flags['no-build']) {
    console.log('Building the app (npm run build) and the bare baseline...');
    buildApp();
  }
  await buildBareServer();
  const buildSeconds = since(started);

  const serverUrl = process.env.DATABASE_URL;
  const databases: DatabaseKind[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];
  const rows: BenchRow[] = [];
  const timeRows: BenchRow[] = [];
  const databaseSeconds: Partial<Record<DatabaseKind, number>> = {};
  for (const kind of databases) {
    const databaseStarted = performance.now();
    console.log(`\n${kind}: starting the built app on an empty database and seeding the bench data...`);
    const context = await openBenchContext(kind, options, serverUrl);
    try {
      for (const [name, section] of Object.entries(sections)) {
        if (!chosen.includes(name)) continue;
        console.log(`${kind}: ${name}`);
        const sectionStarted = performance.now();
        rows.push(...(await section(context)));
        timeRows.push(sectionTimeRow(kind, name, since(sectionStarted)));
      }
    } finally {
      await context.close();
    }
    databaseSeconds[kind] = since(databaseStarted);
  }
  rows.push(
    ...timeRows,
    benchTimeRow({
      buildSeconds,
      databaseSeconds: { pglite: databaseSeconds.pglite ?? 0, postgres: databaseSeconds.postgres },
      // A fresh clone builds: a run with --no-build or --only is not held to the target.
      wholeRun: !flags['no-build'] && Object.keys(sections).every((name) => chosen.includes(name)),
    }),
  );

  const seconds = since(started);
  console.log(`\n${formatReport(rows)}\n`);
  const file = writeReport(rows, {
    when: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    databases,
    options,
    wallSeconds: seconds,
  });
  console.log(`Written to ${path.relative(repoRoot, file)} (${seconds.toFixed(0)} s).`);
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
}

/** The baselines are compiled like the app, so none pays for a TypeScript loader. */
async function buildBareServer() {
  await build({
    entryPoints: [bareServerEntry, minimalServerEntry].map((entry) => path.join(import.meta.dirname, `${path.basename(entry, '.js')}.ts`)),
    outdir: path.dirname(bareServerEntry),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // server/db/client.ts reads the migrations beside the compiled file.
  fs.cpSync(path.join(repoRoot, 'server', 'db', 'migrations'), path.join(path.dirname(bareServerEntry), 'migrations'), { recursive: true });
}

function wholeNumber(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
