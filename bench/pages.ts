// Page speed: each route of the built web app loaded cold by Lighthouse in headless Chromium,
// mobile form factor with Lighthouse's default simulated throttling (slow 4G, 4x CPU slowdown),
// performance category only. Reports the score, LCP, total blocking time, CLS and the JavaScript
// and CSS transferred (compressed bytes on the wire, from the network-requests audit).
//
// Needs a running server with a built web app; this file builds nothing. Standalone:
//   npm run build && DATA_DIR=$(mktemp -d) PORT=5055 npx tsx server/main.ts &
//   npx tsx bench/pages.ts --base-url http://127.0.0.1:5055 [--runs 3]
// It signs in as the demo owner (DEMO_ACCOUNTS must be on) for the signed-in routes.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { formatReport, type BenchRow } from './report';
import { chromiumFlags, chromiumPath } from '../tests/helpers/chromium';

type PageRoute = { path: string; signedIn: boolean };

export const pageRoutes: PageRoute[] = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/pets', signedIn: true },
  { path: '/bookings', signedIn: true },
  { path: '/training-programs', signedIn: true },
];

// Issue 13's targets. A signed-in route may carry 100 KB of JavaScript more than a public one.
export const pageTargets = {
  minScore: 0.9,
  publicJsKb: 150,
  signedInJsKb: 150 + 100,
} as const;

export type PageMeasure = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
  fontKb: number;
  /** Lighthouse's CPU benchmark of the machine during the run: low means a busy machine. */
  benchmarkIndex: number;
};

export type MeasurePagesOptions = {
  baseUrl: string;
  ownerCookie: string;
  /** Lighthouse runs per route; the row reports the run with the median score. Default 1. */
  runs?: number;
  chromePath?: string;
};

export async function measurePages(options: MeasurePagesOptions): Promise<BenchRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath ?? chromiumPath, chromeFlags: chromiumFlags });
  try {
    const rows: BenchRow[] = [];
    for (const route of pageRoutes) {
      const measures: PageMeasure[] = [];
      for (let run = 0; run < Math.max(1, options.runs ?? 1); run++) {
        const url = new URL(route.path, options.baseUrl).toString();
        measures.push(await withRetries(() => measureOnce(url, chrome.port, route.signedIn ? options.ownerCookie : undefined)));
      }
      rows.push(pageRow(route, medianByScore(measures), measures.length));
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

// Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART); such a run
// says nothing about the page, so it is repeated rather than failing the whole bench.
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRunError)) throw error;
    }
  }
}

class LighthouseRunError extends Error {}

async function measureOnce(url: string, port: number, cookie: string | undefined): Promise<PageMeasure> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new LighthouseRunError(`Lighthouse returned no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}; is the cookie signed in?`);
  return {
    score: lhr.categories.performance.score ?? 0,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    ...transferredKb(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse audit ${auditId} has no value`);
  return value;
}

type NetworkItem = { resourceType?: string; transferSize?: number };

/** Compressed bytes on the wire per kind, as the browser received them during the load. */
function transferredKb(lhr: Result): Pick<PageMeasure, 'jsKb' | 'cssKb' | 'fontKb'> {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const sum = (type: string) =>
    (details?.items ?? []).filter((item) => item.resourceType === type).reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024;
  return { jsKb: sum('Script'), cssKb: sum('Stylesheet'), fontKb: sum('Font') };
}

function medianByScore(measures: PageMeasure[]): PageMeasure {
  const sorted = [...measures].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function pageRow(route: PageRoute, measure: PageMeasure, runs: number): BenchRow {
  const jsLimit = route.signedIn ? pageTargets.signedInJsKb : pageTargets.publicJsKb;
  const pass = measure.score >= pageTargets.minScore && measure.jsKb <= jsLimit;
  return {
    section: 'pages',
    name: `${route.path}${route.signedIn ? ' (signed in)' : ''}, Lighthouse mobile`,
    figure:
      `score ${Math.round(measure.score * 100)}, LCP ${(measure.lcpMs / 1000).toFixed(1)} s, ` +
      `TBT ${Math.round(measure.tbtMs)} ms, CLS ${measure.cls.toFixed(3)}, ` +
      `JS ${measure.jsKb.toFixed(0)} KB, CSS ${measure.cssKb.toFixed(0)} KB, fonts ${measure.fontKb.toFixed(0)} KB`,
    target: `score >= ${Math.round(pageTargets.minScore * 100)}, JS <= ${jsLimit} KB`,
    pass,
    values: {
      route: route.path,
      runs,
      score: measure.score,
      lcpMs: Math.round(measure.lcpMs),
      tbtMs: Math.round(measure.tbtMs),
      cls: Number(measure.cls.toFixed(4)),
      jsKb: Number(measure.jsKb.toFixed(1)),
      cssKb: Number(measure.cssKb.toFixed(1)),
      fontKb: Number(measure.fontKb.toFixed(1)),
      jsLimitKb: jsLimit,
      benchmarkIndex: Math.round(measure.benchmarkIndex),
    },
  };
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

async function main() {
  const { values } = parseArgs({
    options: { 'base-url': { type: 'string', default: 'http://127.0.0.1:5055' }, runs: { type: 'string', default: '1' } },
  });
  const baseUrl = values['base-url'];
  const ownerCookie = await signInCookie(baseUrl, 'demo_owner', 'demo-owner-pass');
  const rows = await measurePages({ baseUrl, ownerCookie, runs: Number(values.runs) });
  console.log(formatReport(rows));
  console.log(`\n${JSON.stringify(rows.map((row) => row.values))}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
