// Page speed and accessibility on a phone (issue 32, target 4): every main page, public and signed
// in as an owner, a trainer and the business's staff, loaded cold by Lighthouse in headless
// Chromium (mobile, Lighthouse's simulated throttling: slow 4G, and its CPU slowdown calibrated to
// this machine as Lighthouse's guide says, so that every run emulates the same phone: 4x on a host
// of CPU index 1,530, more on a faster one, and followed from run to run as that speed moves;
// cpu-calibration.ts), the performance and accessibility categories, three runs per page, the
// median the figure. One Chrome for all runs; each run is as cheap as Lighthouse allows without
// changing the scores (bench/lighthouse-run.ts).
//
// Needs a running server with a built web app; this file builds nothing. Standalone:
//   npm run build && DATA_DIR=$(mktemp -d) DEMO_ACCOUNTS=on PORT=5055 node dist/server/main.js &
//   npx tsx bench/pages.ts --base-url http://127.0.0.1:5055 [--runs 3] [--only /pets,/admin/today]
//     [--cpu-slowdown 4]   a fixed multiplier instead of the calibrated one
// It seeds what the pages show through the API (bench/pages-seed.ts) and signs in as each role.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { auditRun, gatherPage, LighthouseRunError, type LighthouseMeasure } from './lighthouse-run';
import { cpuSlowdownFor, medianIndex, recalibrated } from './cpu-calibration';
import { seedPagesData, type PagesData } from './pages-seed';
import { formatReport, type BenchRow } from './report';
import { chromiumFlags, chromiumPath } from '../tests/helpers/chromium';

export type PageRole = 'public' | 'owner' | 'trainer' | 'staff';
type PageRoute = { path: string; role: PageRole };

/** The main pages of each role; paths with ids come from the seeded data. */
export function pageRoutes(data: PagesData): PageRoute[] {
  return [
    { path: '/', role: 'public' },
    { path: '/auth', role: 'public' },
    ...['/dashboard', '/pets', `/pets/${data.ownerPetId}`, '/bookings', '/training-programs', '/training', '/messages', '/settings'].map(
      (path) => ({ path, role: 'owner' as const }),
    ),
    ...[
      '/trainer/clients',
      `/trainer/clients/${data.trainerClientPetId}`,
      `/curriculum-builder?program=${data.builderProgramId}`,
      '/trainer/analytics',
      '/messages',
    ].map((path) => ({ path, role: 'trainer' as const })),
    ...['/admin/today', '/messages', '/admin/reports', '/admin/settings'].map((path) => ({ path, role: 'staff' as const })),
  ];
}

// Issue 32's targets, the same on every route.
export const pageTargets = { minScore: 0.9, accessibility: 1, initialJsKb: 150 } as const;

export type MeasurePagesOptions = {
  baseUrl: string;
  /** The bench owner's session (20 pets, 50 bookings); the trainer and staff sign in as the demo ones. */
  ownerCookie: string;
  ownerPetId: number;
  /** Lighthouse runs per route; the figures are the median run's (by performance score). Default 3. */
  runs?: number;
  /** Only the routes whose path is listed (a quicker look while working). */
  only?: string[];
  chromePath?: string;
  /** Prints each run's figures and long tasks as it goes. */
  verbose?: boolean;
  /** A fixed CPU slowdown multiplier; by default it is calibrated to the machine first. */
  cpuSlowdown?: number;
};

/** Lighthouse runs of the JavaScript-free landing page that read the machine's CPU index before the pages. */
const CALIBRATION_RUNS = 3;

export async function measurePages(options: MeasurePagesOptions): Promise<BenchRow[]> {
  const started = performance.now();
  const data = await seedPagesData(options.baseUrl, options.ownerCookie, options.ownerPetId);
  const routes = pageRoutes(data).filter((route) => !options.only || options.only.includes(route.path));
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath ?? chromiumPath, chromeFlags: chromiumFlags });
  try {
    const calibration = options.cpuSlowdown ? undefined : await calibrateCpuSlowdown(new URL('/', options.baseUrl).toString(), chrome.port);
    // The calibrated multiplier follows the machine from run to run (recalibrated): a run whose own
    // reading of the CPU index calls for another is audited with that one, and so are the runs after
    // it. The multiplier only enters the audits (simulated throttling), so the page is loaded once.
    let cpuSlowdown = calibration?.cpuSlowdown ?? options.cpuSlowdown;
    let runsRecalibrated = 0;
    const measureOnce = async (url: string, cookie: string | undefined, accessibility: boolean) => {
      const gathered = await gatherPage(url, chrome.port, { cookie, accessibility, lcpElement: options.verbose, cpuSlowdown });
      const followed = calibration && cpuSlowdown !== undefined ? recalibrated(cpuSlowdown, gathered.benchmarkIndex) : undefined;
      if (followed !== undefined) {
        cpuSlowdown = followed;
        runsRecalibrated++;
      }
      return auditRun(gathered, cpuSlowdown);
    };
    const rows: BenchRow[] = calibration ? [calibrationRow(calibration)] : [];
    for (const route of routes) {
      const url = new URL(route.path, options.baseUrl).toString();
      const cookie = route.role === 'public' ? undefined : data.cookies[route.role];
      const measures: LighthouseMeasure[] = [];
      for (let run = 0; run < Math.max(1, options.runs ?? 3); run++) {
        const measure = await withRetries(() => measureOnce(url, cookie, run === 0));
        if (options.verbose) console.log(route.role, route.path, JSON.stringify(measure));
        measures.push(measure);
      }
      rows.push(pageRow(route, measures));
    }
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      section: 'pages',
      name: `${routes.length} pages x ${Math.max(1, options.runs ?? 3)} Lighthouse runs, seeding included`,
      figure: `${seconds.toFixed(0)} s (the CPU multiplier recalibrated in ${runsRecalibrated} runs)`,
      target: '',
      pass: null,
      values: { seconds: Math.round(seconds), pages: routes.length, runsRecalibrated },
    });
    return rows;
  } finally {
    chrome.kill();
  }
}

type Calibration = { readings: number[]; benchmarkIndex: number; cpuSlowdown: number };

/** Reads the machine's CPU index as Lighthouse does (its benchmark runs in every run) and picks the multiplier. */
async function calibrateCpuSlowdown(landingUrl: string, port: number): Promise<Calibration> {
  const readings: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run++) {
    // The reading is taken as the run starts: the page needs no audit.
    readings.push((await withRetries(() => gatherPage(landingUrl, port, { accessibility: false }))).benchmarkIndex);
  }
  const benchmarkIndex = medianIndex(readings);
  return { readings, benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) };
}

function calibrationRow(calibration: Calibration): BenchRow {
  return {
    section: 'pages',
    name: "Lighthouse's CPU slowdown, calibrated to this machine",
    figure:
      `${calibration.cpuSlowdown.toFixed(1)}x for CPU index ${Math.round(calibration.benchmarkIndex)} ` +
      `(readings ${calibration.readings.map(Math.round).join(', ')}; 4x at 1,533)`,
    target: '',
    pass: null,
    values: { benchmarkIndex: Math.round(calibration.benchmarkIndex), cpuSlowdown: Number(calibration.cpuSlowdown.toFixed(2)) },
  };
}

// Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART); such a run
// says nothing about the page, so it is repeated rather than failing the whole bench.
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRunError)) throw error;
      console.warn(`pages: ${error.message}; running it again`);
    }
  }
}

/** The run with the median performance score (its LCP and TBT with it); bytes and accessibility do not vary with load. */
export function medianRun(measures: LighthouseMeasure[]): LighthouseMeasure {
  const sorted = [...measures].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function pageRow(route: PageRoute, measures: LighthouseMeasure[]): BenchRow {
  const measure = medianRun(measures);
  // Measured in the first run (it does not vary with the machine's load).
  const accessibility = measures[0].accessibility ?? 0;
  const failures = measures[0].a11yFailures;
  const pass =
    measure.score >= pageTargets.minScore && accessibility >= pageTargets.accessibility && measure.initialJsKb <= pageTargets.initialJsKb;
  return {
    section: 'pages',
    name: `${route.path} (${route.role}), Lighthouse mobile`,
    figure:
      `score ${Math.round(measure.score * 100)} (${measures.map((run) => Math.round(run.score * 100)).join('/')}), ` +
      `a11y ${Math.round(accessibility * 100)}${failures.length ? ` [${failures.join(', ')}]` : ''}, ` +
      `LCP ${(measure.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(measure.tbtMs)} ms, CLS ${measure.cls.toFixed(3)}, ` +
      `initial JS ${measure.initialJsKb.toFixed(0)} KB (all ${measure.totalJsKb.toFixed(0)}), CSS ${measure.cssKb.toFixed(0)} KB, ` +
      `CPU index ${Math.round(measure.benchmarkIndex)}, CPU ${measure.cpuSlowdown.toFixed(1)}x`,
    target: `score >= ${Math.round(pageTargets.minScore * 100)}, a11y 100, initial JS <= ${pageTargets.initialJsKb} KB`,
    pass,
    values: {
      route: route.path,
      role: route.role,
      runs: measures.length,
      score: measure.score,
      scores: measures.map((run) => run.score).join(' '),
      accessibility,
      a11yFailures: failures.join(' '),
      lcpMs: Math.round(measure.lcpMs),
      tbtMs: Math.round(measure.tbtMs),
      cls: Number(measure.cls.toFixed(4)),
      initialJsKb: Number(measure.initialJsKb.toFixed(1)),
      totalJsKb: Number(measure.totalJsKb.toFixed(1)),
      cssKb: Number(measure.cssKb.toFixed(1)),
      fontKb: Number(measure.fontKb.toFixed(1)),
      benchmarkIndex: Math.round(measure.benchmarkIndex),
      cpuSlowdown: Number(measure.cpuSlowdown.toFixed(2)),
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: 'http://127.0.0.1:5055' },
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      'cpu-slowdown': { type: 'string' },
    },
  });
  const baseUrl = values['base-url'];
  const rows = await measurePages({
    baseUrl,
    ...(await benchOwner(baseUrl)),
    runs: Number(values.runs),
    only: values.only?.split(','),
    verbose: values.verbose,
    cpuSlowdown: fixedCpuSlowdown(values['cpu-slowdown']),
  });
  console.log(formatReport(rows));
  console.log(`\n${JSON.stringify(rows.map((row) => row.values))}`);
}

function fixedCpuSlowdown(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const multiplier = Number(value);
  if (!(multiplier >= 1)) throw new Error(`--cpu-slowdown must be a multiplier of 1 or more, not ${value}`);
  return multiplier;
}

/** Standalone, the demo owner stands in for the bench's owner. */
async function benchOwner(baseUrl: string) {
  const ownerCookie = await signInCookie(baseUrl, 'demo_owner', 'demo-owner-pass');
  const pets = (await (await fetch(new URL('/api/pets', baseUrl), { headers: { cookie: ownerCookie } })).json()) as { id: number }[];
  return { ownerCookie, ownerPetId: pets[0].id };
}

/** Signs in through the API as a browser would (same-origin Origin header) and returns the cookie. */
export async function signInCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`Sign-in as ${username} set no cookie`);
  return cookie;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
