// Section 'api': each signed-in list route, the app against two baselines on the same data, in
// turns (app, bare, minimal, minimal, bare, app, and again) at the same connections for the same seconds:
// - bare (bare-server.ts): the app's own service call and response schema without the framework,
//   so app/bare is what Fastify, the plugins and the hooks add;
// - minimal (minimal-server.ts): one hand-written select on the raw driver and JSON.stringify,
//   the route's own limit on this stack. app/minimal is the target (issue 32).
// Before timing, the three answers are fetched and must be byte for byte the same, or the row fails.
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext } from './bench-context';
import { API_TARGETS, firstDifference, meetsApiTargets, throughputRatio } from './compare';
import { combineRuns, runLoad, turnOrder, type LoadResult } from './load';
import type { BenchRow } from './report';
import { repoRoot, startServer, type RunningServer } from './server-process';

export const bareServerEntry = path.join(repoRoot, 'dist', 'bench', 'bare-server.js');
export const minimalServerEntry = path.join(repoRoot, 'dist', 'bench', 'minimal-server.js');

/**
 * The load of every route, whatever --seconds and --connections say (those shape the other
 * sections): closed-loop throughput needs only enough connections to keep the server busy (on 2
 * cores, 10 do): the app 1 s on each route first (warmAppOnEveryRoute), then 8 routes x 3 sides x
 * (1 s of warm-up + 4 turns of 1 s), 128 s of load per database. A turn is whole seconds because
 * autocannon counts requests per second and stops at the end of a second (the half-second warm-up
 * and 1.5 s halves this once asked for ran 1 and 2 s). Four turns of 1 s in the order of
 * `turnOrder` rather than two of 2 s: this host's speed moves from second to second (Lighthouse's
 * CPU index 1,024-2,403 within a minute), and a side whose two turns met its fast moments read up
 * to twice another's (decisions.md 114). See docs/performance.md.
 */
export const API_LOAD = { connections: 10, appWarmUpSeconds: 1, warmUpSeconds: 1, turnSeconds: 1, turnsEach: 4 } as const;

type ListRoute = { name: string; path: string; as: 'owner' | 'trainer' };
type Side = 'app' | 'bare' | 'minimal';
type Servers = Record<Side, RunningServer>;

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
  const baselines = await startBaselines(context);
  try {
    await warmAppOnEveryRoute(context);
    const rows: BenchRow[] = [];
    for (const route of listRoutes(context)) {
      rows.push(await measureRoute(context, { app: context.app, ...baselines }, route));
      console.log(`  ${rows.at(-1)!.name}: ${rows.at(-1)!.figure}`);
    }
    return rows;
  } finally {
    await baselines.bare.stop();
    await baselines.minimal.stop();
  }
}

/**
 * A freshly started app (on PGlite it is started again for this section, as the baselines are)
 * keeps getting faster for its first few seconds under load while V8 optimises the code every route
 * shares (Fastify's hooks, the session, drizzle): in paired 1 s turns on /api/pets it climbed from
 * 794 to about 1,150 requests/s while the minimal baseline, a few functions, held about 1,400 from
 * its first turn. The half second of warm-up each side has on each route left that climb in the
 * first routes' figures; one pass over every route first leaves the shared code as warm as a
 * server that has been answering.
 */
async function warmAppOnEveryRoute(context: BenchContext): Promise<void> {
  for (const route of listRoutes(context)) {
    await runLoad({
      url: `${context.app.baseUrl}${route.path}`,
      connections: API_LOAD.connections,
      seconds: API_LOAD.appWarmUpSeconds,
      headers: { cookie: cookieFor(context, route) },
    });
  }
}

/**
 * The baselines on the same data: PGlite serves one process, so on PGlite the app is stopped, its
 * data directory copied once for each baseline, and the app started again on its own; on
 * PostgreSQL all three use the bench database.
 */
async function startBaselines(context: BenchContext): Promise<{ bare: RunningServer; minimal: RunningServer }> {
  if (context.kind === 'postgres') {
    return {
      bare: await startServer({ target: context.target, entry: bareServerEntry, label: 'bare' }),
      minimal: await startServer({ target: context.target, entry: minimalServerEntry, label: 'minimal' }),
    };
  }
  await context.app.stop();
  const copies = { bare: `${context.target.dataDir}-bare`, minimal: `${context.target.dataDir}-minimal` };
  for (const copy of Object.values(copies)) fs.cpSync(context.target.dataDir, copy, { recursive: true });
  context.app = await startServer({ target: context.target, label: context.kind });
  const onCopy = async (entry: string, dataDir: string, label: string): Promise<RunningServer> => {
    const server = await startServer({ target: { dataDir }, entry, label });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
  return {
    bare: await onCopy(bareServerEntry, copies.bare, 'bare'),
    minimal: await onCopy(minimalServerEntry, copies.minimal, 'minimal'),
  };
}

const cookieFor = (context: BenchContext, route: ListRoute) =>
  route.as === 'owner' ? context.users.ownerCookie : context.users.trainerCookie;

async function measureRoute(context: BenchContext, servers: Servers, route: ListRoute): Promise<BenchRow> {
  const cookie = cookieFor(context, route);
  const [appBody, bareBody, minimalBody] = await Promise.all(
    [servers.app, servers.bare, servers.minimal].map((server) => fetchBody(server.baseUrl, route.path, cookie)),
  );
  const differences = [firstDifference(appBody, bareBody, 'bare'), firstDifference(appBody, minimalBody, 'minimal')].filter(
    (difference): difference is string => difference !== null,
  );
  for (const difference of differences) console.warn(`  WARNING ${route.name}: the app and a baseline answer differently: ${difference}`);

  const { app, bare, minimal } = await loadInTurns(servers, route.path, { cookie });
  const ratio = throughputRatio(app.requestsPerSecond, minimal.requestsPerSecond);
  const bareRatio = throughputRatio(app.requestsPerSecond, bare.requestsPerSecond);
  const failures = app.failures + bare.failures + minimal.failures;
  if (failures > 0)
    console.warn(
      `  WARNING ${route.name}: ${failures} failed responses, e.g. ${app.sampleFailure ?? bare.sampleFailure ?? minimal.sampleFailure}`,
    );
  return {
    section: 'api',
    name: `${route.name} on ${context.kind}`,
    figure:
      `${Math.round(app.requestsPerSecond)} req/s, p50 ${app.p50Ms} ms, p99 ${app.p99Ms} ms; ` +
      `bare ${Math.round(bare.requestsPerSecond)} req/s (app/bare ${bareRatio.toFixed(2)}); ` +
      `minimal ${Math.round(minimal.requestsPerSecond)} req/s; app/minimal ${ratio.toFixed(2)}` +
      (differences.length > 0 ? '; BYTES DIFFER' : '') +
      (failures ? `; ${failures} failed` : ''),
    target: `app/minimal >= ${API_TARGETS.minRatio}`,
    pass: meetsApiTargets({
      requests: Math.min(app.requests, bare.requests, minimal.requests),
      ratio,
      failures,
      sameBytes: differences.length === 0,
    }),
    values: {
      database: context.kind,
      path: route.path,
      connections: API_LOAD.connections,
      secondsPerSide: API_LOAD.turnsEach * API_LOAD.turnSeconds,
      requestsPerSecond: app.requestsPerSecond,
      p50Ms: app.p50Ms,
      p99Ms: app.p99Ms,
      bareRequestsPerSecond: bare.requestsPerSecond,
      bareP99Ms: bare.p99Ms,
      minimalRequestsPerSecond: minimal.requestsPerSecond,
      minimalP99Ms: minimal.p99Ms,
      ratio,
      bareRatio,
      failures,
      bytes: appBody.length,
      sameBytes: differences.length === 0 ? 'yes' : 'no',
    },
  };
}

/** Each side warms up once, then takes its turns (load.ts turnOrder); a side's figure is over all of its turns. */
async function loadInTurns(servers: Servers, routePath: string, headers: Record<string, string>): Promise<Record<Side, LoadResult>> {
  const run = (side: Side, seconds: number) =>
    runLoad({ url: `${servers[side].baseUrl}${routePath}`, connections: API_LOAD.connections, seconds, headers });
  const sides: Side[] = ['app', 'bare', 'minimal'];
  for (const side of sides) await run(side, API_LOAD.warmUpSeconds);
  const turns: Record<Side, LoadResult[]> = { app: [], bare: [], minimal: [] };
  for (const side of turnOrder(sides, API_LOAD.turnsEach)) turns[side].push(await run(side, API_LOAD.turnSeconds));
  return { app: combineRuns(turns.app), bare: combineRuns(turns.bare), minimal: combineRuns(turns.minimal) };
}

async function fetchBody(baseUrl: string, routePath: string, cookie: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl}${routePath}`, { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${routePath} on ${baseUrl}: ${response.status} ${body.toString('utf8').slice(0, 200)}`);
  return body;
}
