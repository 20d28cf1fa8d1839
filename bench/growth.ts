// Growth: does a signed-in person's page stay as fast when the business has 100 times the data?
// Seeds 1,000 and then 100,000 pets, bookings and vet records (with payments, vaccinations,
// notifications, skills, enrolments, sessions, messages and saved cards) of 5,000 and then 50,000
// users (two pets an owner), while the measured owner and trainer keep the same data, and compares the p50 of each signed-in list and detail route, and of
// the business's own reads (the day board and the reports, as its admin) over days that hold as
// many bookings at both sizes (growth-seed.ts: the history grows, not the days).
// Target: p50 at 100k within 1.5x of 1k. Then prints the plans of the hot queries at 100k.
//   npx tsx bench/growth.ts        (PGlite; also PostgreSQL when DATABASE_URL is set)
//   GROWTH_ROUTES=/api/admin npx tsx bench/growth.ts   only the routes whose path contains it
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { cookieFrom } from '../tests/helpers/users';
import { formatReport, writeReport, type BenchRow } from './report';
import { explainHotQueries, formatPlans, type QueryPlan } from './growth-plans';
import { growBulkTo } from './growth-bulk-seed';
import { BUSINESS_ADMIN, BUSY_TRAINER, MEASURED_OWNER, seedGrowthBase, type GrowthIds } from './growth-seed';
import { startServer, stopServer } from '../tests/helpers/server-process';

const SMALL = 1_000;
const LARGE = Number(process.env.GROWTH_LARGE ?? 100_000);
const MAX_RATIO = 1.5;
const WARM_UP = 10;
const REQUESTS = 200;
/** Each route's pairs of requests stop after this long (with at least MIN_REQUESTS), so the bench stays bounded. */
const ROUTE_BUDGET_MS = 3_000;
const MIN_REQUESTS = 30;
const REQUEST_TIMEOUT_MS = 60_000;

type Who = 'owner' | 'trainer' | 'admin';
type Route = { path: string; who: Who };
/** A database to seed and serve; `dataDir` also holds what the server keeps beside it (uploads, mail). */
type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string; dataDir: string };
type Timing = { p50: number; requests: number; bytes: number };

function routesFor(ids: GrowthIds): Route[] {
  const own = (routePath: string): Route => ({ path: routePath, who: 'owner' });
  const trainer = (routePath: string): Route => ({ path: routePath, who: 'trainer' });
  const admin = (routePath: string): Route => ({ path: routePath, who: 'admin' });
  const only = process.env.GROWTH_ROUTES;
  return [
    own('/api/user'),
    own('/api/pets'),
    own(`/api/pets/${ids.ownerPetId}`),
    own(`/api/pets/${ids.ownerPetId}/vet-records`),
    own(`/api/pets/${ids.ownerPetId}/vaccinations`),
    own(`/api/pets/${ids.ownerPetId}/vaccination-status`),
    own(`/api/pets/${ids.ownerPetId}/timeline`),
    own(`/api/pets/${ids.ownerPetId}/enrollments`),
    own(`/api/pets/${ids.ownerPetId}/skill-progress`),
    own(`/api/pets/${ids.ownerPetId}/progress-summary`),
    own('/api/bookings'),
    own('/api/bookings?when=upcoming'),
    own(`/api/bookings/${ids.ownerBookingId}`),
    own(`/api/bookings/${ids.paidBookingId}/receipt`),
    // Issue 31's reads: the bill, the saved cards, the cancel dialog's quote and one enrolment.
    own(`/api/bookings/${ids.paidBookingId}/bill`),
    own('/api/payment-methods'),
    own(`/api/bookings/${ids.cancellableBookingId}/cancellation`),
    own(`/api/enrollments/${ids.enrollmentId}`),
    own('/api/dashboard'),
    own('/api/notifications'),
    own('/api/notifications/unread-count'),
    own('/api/enrollments'),
    own('/api/cart'),
    own('/api/training-programs'),
    // Messages (issue 29): the owner's conversations, and a page of their 200-message one.
    own('/api/conversations'),
    own(`/api/conversations/${ids.ownerConversationId}/messages`),
    trainer('/api/trainer/clients'),
    trainer('/api/trainer/sessions'),
    trainer('/api/trainer/analytics'),
    trainer('/api/skill-progress/assigned'),
    trainer(`/api/pets/${ids.clientPetId}`),
    trainer(`/api/pets/${ids.clientPetId}/sessions`),
    trainer(`/api/pets/${ids.clientPetId}/assessments`),
    trainer(`/api/pets/${ids.clientPetId}/report-cards`),
    trainer(`/api/pets/${ids.clientPetId}/timeline`),
    trainer('/api/conversations?limit=20'),
    // The business's reads (issue 28): today's board and each report over its default range.
    admin('/api/admin/day'),
    admin('/api/admin/reports/revenue'),
    admin('/api/admin/reports/occupancy'),
    admin('/api/admin/reports/cancellations'),
    admin('/api/admin/reports/vaccination-compliance'),
    // The staff inbox: the business's conversations, which the bulk grows (a first page of 20 at both sizes).
    admin('/api/conversations?limit=20'),
  ].filter((route) => !only || route.path.includes(only));
}

/** Measures on PGlite, or on the PostgreSQL server of `databaseUrl` (in databases of its own, dropped after). */
export async function measureGrowth(options: { databaseUrl?: string }): Promise<BenchRow[]> {
  const targets: Target[] = [];
  try {
    const small = options.databaseUrl ? await createPostgresDatabase(options.databaseUrl, 'small') : newPgliteTarget();
    targets.push(small);
    return await measureOn(small, options.databaseUrl, targets);
  } finally {
    for (const target of targets) await removeTarget(target, options.databaseUrl);
  }
}

/**
 * Seeds the small database, copies it and grows the copy, then runs a server on each and sends
 * every route's requests to both in turn: the machine's load at any moment weighs on both alike.
 */
async function measureOn(small: Target, serverUrl: string | undefined, targets: Target[]): Promise<BenchRow[]> {
  const log = (text: string) => console.log(`[growth ${small.kind}] ${text}`);
  const started = performance.now();
  let ids!: GrowthIds;
  const seedSmall = await withDatabase(small, async (handle) => {
    await seedDatabase(handle.db, { demoAccounts: false });
    ids = await seedGrowthBase(handle.db);
    await growBulkTo(handle.db, SMALL);
  });
  log(`seeded ${SMALL.toLocaleString('en-US')} in ${(seedSmall / 1000).toFixed(1)} s`);
  const large = await copyTarget(small, serverUrl);
  targets.push(large);
  const seedLarge = await withDatabase(large, (handle) => growBulkTo(handle.db, LARGE));
  log(`grew a copy to ${LARGE.toLocaleString('en-US')} in ${(seedLarge / 1000).toFixed(1)} s`);
  const routes = routesFor(ids);
  const timings = await measureRoutes(small, large, routes);
  log(`measured ${routes.length} routes`);
  let plans: QueryPlan[] = [];
  await withDatabase(large, async (handle) => {
    plans = await explainHotQueries(handle, ids);
  });
  console.log(`\nQuery plans at ${LARGE.toLocaleString('en-US')} on ${small.kind}:\n\n${formatPlans(plans)}\n`);
  log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return [
    ...routes.map((route) => routeRow(small.kind, route, timings.get(routeKey(route))!)),
    {
      section: 'growth',
      name: `seed time on ${small.kind}`,
      figure: `${(seedSmall / 1000).toFixed(1)} s for 1k, ${(seedLarge / 1000).toFixed(1)} s more for 100k`,
      target: '',
      pass: null,
      values: { seedSmallMs: Math.round(seedSmall), seedLargeMs: Math.round(seedLarge) },
    },
    ...plans.map((entry, index) => planRow(small.kind, entry, index)),
  ];
}

function routeRow(kind: string, route: Route, { small, large }: { small: Timing; large: Timing }): BenchRow {
  const ratio = large.p50 / small.p50;
  const sameAnswer = small.bytes === large.bytes;
  return {
    section: 'growth',
    name: `GET ${route.path.replace(/\/\d+/g, '/:id')} (${route.who}) on ${kind}`,
    figure: `p50 ${small.p50.toFixed(2)} ms at 1k, ${large.p50.toFixed(2)} ms at 100k, ratio ${ratio.toFixed(2)}${sameAnswer ? '' : ' (answer size changed)'}`,
    target: `ratio <= ${MAX_RATIO}`,
    pass: ratio <= MAX_RATIO,
    values: {
      p50SmallMs: round(small.p50),
      p50LargeMs: round(large.p50),
      ratio: round(ratio),
      requests: small.requests,
      bytesSmall: small.bytes,
      bytesLarge: large.bytes,
    },
  };
}

function planRow(kind: string, entry: QueryPlan, index: number): BenchRow {
  const execution = /Execution Time: ([\d.]+) ms/.exec(entry.plan)?.[1] ?? '?';
  return {
    section: 'growth',
    name: `plan ${index + 1}: ${entry.query} on ${kind}`,
    figure: `executes in ${execution} ms at 100k`,
    target: '',
    pass: null,
    values: { statement: entry.statement, plan: entry.plan },
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Opens the database (migrating it), runs `work`, closes it; returns how long `work` took. */
async function withDatabase(target: Target, work: (handle: DatabaseHandle) => Promise<void>): Promise<number> {
  const handle = await openDatabase(target.kind === 'pglite' ? { dataDir: target.dataDir } : { databaseUrl: target.databaseUrl });
  try {
    const started = performance.now();
    await work(handle);
    return performance.now() - started;
  } finally {
    await handle.close();
  }
}

/** A route as measured: the same path read by two people (the owner's and the staff's conversations) is two routes. */
const routeKey = (route: Route) => `${route.who} ${route.path}`;

async function measureRoutes(small: Target, large: Target, routes: Route[]) {
  const servers = [await startServer(serverTarget(small)), await startServer(serverTarget(large))];
  try {
    const clients = await Promise.all(
      servers.map(async (server) => ({
        baseUrl: server.baseUrl,
        cookies: {
          owner: await signIn(server.baseUrl, MEASURED_OWNER),
          trainer: await signIn(server.baseUrl, BUSY_TRAINER),
          admin: await signIn(server.baseUrl, BUSINESS_ADMIN),
        } satisfies Record<Who, string>,
      })),
    );
    const timings = new Map<string, { small: Timing; large: Timing }>();
    for (const route of routes) {
      const [atSmall, atLarge] = clients.map(({ baseUrl, cookies }) => getter(`${baseUrl}${route.path}`, cookies[route.who]));
      timings.set(routeKey(route), await timePair(atSmall, atLarge));
    }
    return timings;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${servers.map((server) => server.output()).join('\n')}`, { cause: error });
  } finally {
    await Promise.all(servers.map((server) => stopServer(server)));
  }
}

// Without the recurring jobs (the vaccination reminders run 10 s after start-up, over every pet):
// the requests are timed alone, from the first, with no wait for a job to finish.
const serverTarget = (target: Target) => ({
  dataDir: target.dataDir,
  databaseUrl: target.kind === 'postgres' ? target.databaseUrl : undefined,
  env: { BACKGROUND_JOBS: 'off' },
});

async function signIn(baseUrl: string, account: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`Signing in ${account.username} failed: ${response.status}`);
  return cookieFrom(response.headers.getSetCookie());
}

type Get = () => Promise<{ elapsed: number; bytes: number }>;

/** One timed GET read to the end; anything but 200 stops the bench, so a broken route is never timed. */
function getter(url: string, cookie: string): Get {
  return async () => {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch((error: unknown) => {
      throw new Error(`GET ${url} failed`, { cause: error });
    });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - start;
    if (response.status !== 200) throw new Error(`GET ${url}: expected 200, got ${response.status}`);
    return { elapsed, bytes: body.byteLength };
  };
}

/** Sequential GETs after a warm-up, alternating between the two servers (and which goes first). */
async function timePair(atSmall: Get, atLarge: Get): Promise<{ small: Timing; large: Timing }> {
  let bytesSmall = 0;
  let bytesLarge = 0;
  for (let index = 0; index < WARM_UP; index++) {
    bytesSmall = (await atSmall()).bytes;
    bytesLarge = (await atLarge()).bytes;
  }
  const small: number[] = [];
  const large: number[] = [];
  const deadline = performance.now() + ROUTE_BUDGET_MS;
  while (small.length < REQUESTS && (small.length < MIN_REQUESTS || performance.now() < deadline)) {
    if (small.length % 2 === 0) {
      small.push((await atSmall()).elapsed);
      large.push((await atLarge()).elapsed);
    } else {
      large.push((await atLarge()).elapsed);
      small.push((await atSmall()).elapsed);
    }
  }
  return { small: timing(small, bytesSmall), large: timing(large, bytesLarge) };
}

function timing(latencies: number[], bytes: number): Timing {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: sorted[Math.ceil(sorted.length / 2) - 1], requests: sorted.length, bytes };
}

const newDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-growth-'));

function newPgliteTarget(): Target {
  return { kind: 'pglite', dataDir: newDataDir() };
}

/** A fresh database on the server of `serverUrl`, so the bench never touches existing data. */
async function createPostgresDatabase(serverUrl: string, suffix: string, template?: string): Promise<Target> {
  const name = `pawsconnect_growth_${process.pid}_${suffix}`;
  await adminQuery(serverUrl, `drop database if exists ${name}`);
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', databaseUrl: url.toString(), dataDir: newDataDir() };
}

/** A copy of the (closed) database to grow. */
async function copyTarget(target: Target, serverUrl: string | undefined): Promise<Target> {
  if (target.kind === 'pglite') {
    const copy = newPgliteTarget() as Extract<Target, { kind: 'pglite' }>;
    fs.cpSync(target.dataDir, copy.dataDir, { recursive: true });
    return copy;
  }
  return createPostgresDatabase(serverUrl!, 'large', databaseName(target));
}

const databaseName = (target: Extract<Target, { kind: 'postgres' }>) => new URL(target.databaseUrl).pathname.slice(1);

async function removeTarget(target: Target, serverUrl: string | undefined) {
  fs.rmSync(target.dataDir, { recursive: true, force: true });
  if (target.kind === 'postgres' && serverUrl) await adminQuery(serverUrl, `drop database if exists ${databaseName(target)} with (force)`);
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function main() {
  // GROWTH_ONLY=pglite|postgres measures one of the two.
  const only = process.env.GROWTH_ONLY;
  const rows = only === 'postgres' ? [] : await measureGrowth({});
  if (process.env.DATABASE_URL && only !== 'pglite') rows.push(...(await measureGrowth({ databaseUrl: process.env.DATABASE_URL })));
  console.log(formatReport(rows.filter((row) => !row.name.startsWith('plan '))));
  console.log(`\nWritten to ${writeReport(rows, { bench: 'growth', node: process.version, cpus: os.cpus().length })}`);
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
