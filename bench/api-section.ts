// Section 'api': each signed-in list route, the app against the bare baseline (bare-server.ts) on
// the same data, in turns (app, bare, bare, app), at the same connections for the same seconds.
// Before timing, both answers are fetched and must be byte for byte the same, or the row fails.
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext } from './bench-context';
import { API_TARGETS, firstDifference, meetsApiTargets, throughputRatio } from './compare';
import { combineRuns, runLoad, type LoadResult } from './load';
import type { BenchRow } from './report';
import { repoRoot, startServer, type RunningServer } from './server-process';

export const bareServerEntry = path.join(repoRoot, 'dist', 'bench', 'bare-server.js');
const WARM_UP_SECONDS = 1;

type ListRoute = { name: string; path: string; as: 'owner' | 'trainer' };

function listRoutes(context: BenchContext): ListRoute[] {
  const petId = context.users.firstPetId;
  return [
    { name: 'GET /api/pets (20 pets)', path: '/api/pets', as: 'owner' },
    { name: 'GET /api/bookings (50 bookings)', path: '/api/bookings', as: 'owner' },
    { name: 'GET /api/training-programs', path: '/api/training-programs', as: 'owner' },
    { name: 'GET /api/notifications (20)', path: '/api/notifications', as: 'owner' },
    { name: 'GET /api/enrollments (3)', path: '/api/enrollments', as: 'owner' },
    { name: 'GET /api/cart (3 items)', path: '/api/cart', as: 'owner' },
    { name: 'GET /api/pets/:id/vaccinations (3)', path: `/api/pets/${petId}/vaccinations`, as: 'owner' },
    { name: 'GET /api/trainer/clients', path: '/api/trainer/clients', as: 'trainer' },
  ];
}

export async function apiSection(context: BenchContext): Promise<BenchRow[]> {
  const bare = await startBare(context);
  try {
    const rows: BenchRow[] = [];
    for (const route of listRoutes(context)) {
      rows.push(await measureRoute(context, bare, route));
      console.log(`  ${rows.at(-1)!.name}: ${rows.at(-1)!.figure}`);
    }
    return rows;
  } finally {
    await bare.stop();
  }
}

/**
 * The baseline on the same data: PGlite serves one process, so on PGlite the app is stopped, its
 * data directory copied for the baseline, and the app started again on its own; on PostgreSQL
 * both use the bench database.
 */
async function startBare(context: BenchContext): Promise<RunningServer> {
  if (context.kind === 'postgres') return startServer({ target: context.target, entry: bareServerEntry, label: 'bare' });
  await context.app.stop();
  const bareDir = `${context.target.dataDir}-bare`;
  fs.cpSync(context.target.dataDir, bareDir, { recursive: true });
  context.app = await startServer({ target: context.target, label: context.kind });
  const bare = await startServer({ target: { dataDir: bareDir }, entry: bareServerEntry, label: 'bare' });
  return {
    ...bare,
    stop: async () => {
      await bare.stop();
      fs.rmSync(bareDir, { recursive: true, force: true });
    },
  };
}

async function measureRoute(context: BenchContext, bare: RunningServer, route: ListRoute): Promise<BenchRow> {
  const cookie = route.as === 'owner' ? context.users.ownerCookie : context.users.trainerCookie;
  const headers = { cookie };
  const [appBody, bareBody] = await Promise.all([
    fetchBody(context.app.baseUrl, route.path, cookie),
    fetchBody(bare.baseUrl, route.path, cookie),
  ]);
  const difference = firstDifference(appBody, bareBody);
  if (difference) console.warn(`  WARNING ${route.name}: the app and the bare baseline answer differently: ${difference}`);

  const { app, baseline } = await loadInTurns(context, route.path, headers, { app: context.app.baseUrl, bare: bare.baseUrl });
  const ratio = throughputRatio(app.requestsPerSecond, baseline.requestsPerSecond);
  const failures = app.failures + baseline.failures;
  if (failures > 0)
    console.warn(`  WARNING ${route.name}: ${failures} failed responses, e.g. ${app.sampleFailure ?? baseline.sampleFailure}`);
  return {
    section: 'api',
    name: `${route.name} on ${context.kind}`,
    figure:
      `${Math.round(app.requestsPerSecond)} req/s, p50 ${app.p50Ms} ms, p99 ${app.p99Ms} ms; ` +
      `bare ${Math.round(baseline.requestsPerSecond)} req/s, p99 ${baseline.p99Ms} ms; ratio ${ratio.toFixed(2)}` +
      (difference ? '; BYTES DIFFER' : '') +
      (failures ? `; ${failures} failed` : ''),
    target: `ratio >= ${API_TARGETS.minRatio}, p99 < ${API_TARGETS.maxP99Ms} ms`,
    pass: meetsApiTargets({
      requests: Math.min(app.requests, baseline.requests),
      ratio,
      p99Ms: app.p99Ms,
      failures,
      sameBytes: difference === null,
    }),
    values: {
      database: context.kind,
      path: route.path,
      connections: context.options.connections,
      seconds: context.options.seconds,
      requestsPerSecond: app.requestsPerSecond,
      p50Ms: app.p50Ms,
      p99Ms: app.p99Ms,
      bareRequestsPerSecond: baseline.requestsPerSecond,
      bareP50Ms: baseline.p50Ms,
      bareP99Ms: baseline.p99Ms,
      ratio,
      failures,
      bytes: appBody.length,
      sameBytes: difference === null ? 'yes' : 'no',
    },
  };
}

/**
 * Each server's seconds are split in two halves run app, bare, bare, app: a change in the machine's
 * background load (2 cores, shared with the load generator and PostgreSQL) during the minute weighs
 * on both sides alike instead of on whichever ran second. Each side warms up once, first.
 */
async function loadInTurns(
  context: BenchContext,
  routePath: string,
  headers: Record<string, string>,
  urls: { app: string; bare: string },
): Promise<{ app: LoadResult; baseline: LoadResult }> {
  const run = (baseUrl: string, seconds: number) =>
    runLoad({ url: `${baseUrl}${routePath}`, connections: context.options.connections, seconds, headers });
  const half = Math.max(1, Math.round(context.options.seconds / 2));
  await run(urls.app, WARM_UP_SECONDS);
  await run(urls.bare, WARM_UP_SECONDS);
  const appFirst = await run(urls.app, half);
  const bareFirst = await run(urls.bare, half);
  const bareSecond = await run(urls.bare, half);
  const appSecond = await run(urls.app, half);
  return { app: combineRuns([appFirst, appSecond]), baseline: combineRuns([bareFirst, bareSecond]) };
}

async function fetchBody(baseUrl: string, routePath: string, cookie: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl}${routePath}`, { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${routePath} on ${baseUrl}: ${response.status} ${body.toString('utf8').slice(0, 200)}`);
  return body;
}
