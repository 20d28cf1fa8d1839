// One Lighthouse run of one page: mobile form factor with Lighthouse's default simulated throttling
// (slow 4G, a CPU slowdown), the performance and accessibility categories, in a Chrome the caller
// keeps open for every run. Kept as cheap as it can be without changing either score: only the
// audits the two scores are made of (every weighted one) and the few the bench reads beside them
// run, so Lighthouse gathers nothing else (no back/forward-cache navigation, no JavaScript
// coverage, no full-page or final screenshot); the trace and its screenshots, which the metrics
// need (Speed Index reads the frames), are kept.
//
// A run is two steps, as in Lighthouse itself: gathering (the page loaded at the machine's full
// speed, with Lighthouse's CPU benchmark just before) and auditing (the metrics simulated from what
// was gathered). Simulated throttling applies the CPU slowdown only in the audits, so the bench picks
// the multiplier after the gathering, from the run's own reading of the machine's speed
// (decisions.md 113), and a run never has to load its page twice.
import { type Config, type Flags, type Result } from 'lighthouse';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import WebSocket from 'ws';
import { AFTER_PAGE_LOAD_MARK } from '../common/after-page-load-mark';

/** The audits the bench reads besides the scored ones: bytes and timings, the marks, the long tasks. */
const readAudits = ['network-requests', 'metrics', 'user-timings', 'long-tasks'];

/**
 * Which element was the largest paint, with its phases: printed in --verbose only, since it needs
 * a gatherer of its own (the trace's elements, 0.4-0.5 s a run) that nothing scored reads.
 */
const lcpElementAudit = 'largest-contentful-paint-element';

type CategoryRef = { id: string; weight: number };
type Category = { auditRefs: CategoryRef[] };
const categories = defaultConfig.categories as Record<string, Category>;

/** Every audit with a weight in a category: its score is computed from these alone. */
const scoredAudits = (category: 'performance' | 'accessibility') =>
  categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id);

/**
 * Lighthouse's default config cut down to the audits the run needs, before Lighthouse resolves it:
 * with the whole default config and `onlyAudits` it loads and checks all ~180 audits on every
 * run (0.8 s each) before filtering them. The categories keep only their weighted audits, so
 * their scores are computed exactly as in the default config.
 */
function runConfig(accessibility: boolean, lcpElement: boolean): Config {
  const wanted = new Set([
    ...scoredAudits('performance'),
    ...(accessibility ? scoredAudits('accessibility') : []),
    ...readAudits,
    ...(lcpElement ? [lcpElementAudit] : []),
  ]);
  const auditId = (audit: unknown) => (typeof audit === 'string' ? audit.split('/').at(-1)! : '');
  const keep = (category: Category) => ({ ...category, auditRefs: category.auditRefs.filter((ref) => wanted.has(ref.id)) });
  return {
    ...defaultConfig,
    audits: (defaultConfig.audits ?? []).filter((audit) => wanted.has(auditId(audit))),
    categories: {
      performance: keep(categories.performance),
      ...(accessibility ? { accessibility: keep(categories.accessibility) } : {}),
    },
  } as unknown as Config;
}

export type LighthouseMeasure = {
  score: number;
  /** null when the run left accessibility out (it was measured in the page's first run). */
  accessibility: number | null;
  /** The accessibility audits that failed, by id (empty at 1.0). */
  a11yFailures: string[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of the scripts the page asked for before it was usable (see initialScripts). */
  initialJsKb: number;
  /** Compressed bytes of every script the visit loaded, later ones (idle, intent) included. */
  totalJsKb: number;
  cssKb: number;
  fontKb: number;
  /** Main-thread tasks over 50 ms as Lighthouse observed them (unthrottled), with their start. */
  longTasks: { startMs: number; durationMs: number }[];
  /** Lighthouse's CPU benchmark of the machine during the run: low means a busy machine. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (cpu-calibration.ts), as Lighthouse applied it. */
  cpuSlowdown: number;
  /** The largest contentful paint's element (its selector and first text) and its phases in ms, when Lighthouse found it. */
  lcpElement?: { selector: string; label: string; phases: Record<string, number> };
};

export class LighthouseRunError extends Error {}

export type RunOptions = {
  /** The session cookie to send, or none for a visitor. */
  cookie?: string;
  /** Accessibility does not depend on the machine's load: the section measures it in a page's first run only. */
  accessibility: boolean;
  /** Also find the largest paint's element and its phases (--verbose). */
  lcpElement?: boolean;
  /** The CPU slowdown the run is expected to be audited with (cpu-calibration.ts); Lighthouse's default, 4, when not given. */
  cpuSlowdown?: number;
};

/** A page Lighthouse has loaded and recorded, not yet audited. */
export type GatheredRun = {
  url: string;
  accessibility: boolean;
  /** Lighthouse's CPU benchmark of the machine just before the load: low means a busy machine. */
  benchmarkIndex: number;
  gathered: Awaited<ReturnType<typeof navigationGather>>;
};

export async function gatherPage(url: string, port: number, options: RunOptions): Promise<GatheredRun> {
  // Lighthouse resets the origin's storage but not its cookies: an answer's rolling session cookie
  // would otherwise stay in the jar and sign the next role's run in as the previous one.
  await clearBrowserCookies(port);
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    disableFullPageScreenshot: true,
    ...(options.cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } } : {}),
    ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
  };
  const gathered = await navigationGather(undefined, url, { config: runConfig(options.accessibility, options.lcpElement ?? false), flags });
  return { url, accessibility: options.accessibility, benchmarkIndex: gathered.artifacts.BenchmarkIndex, gathered };
}

/**
 * Audits a gathered run with the CPU slowdown given (by default the one it was gathered with).
 * Lighthouse refuses to audit artifacts under settings other than those they were gathered with;
 * the multiplier is the exception that makes no difference: under simulated throttling the page
 * loads at full speed and only the audits' simulation applies it (the gathering hands it to an
 * idle-callback shim too, whose deadline the app never reads).
 */
export async function auditRun(run: GatheredRun, cpuSlowdown?: number): Promise<LighthouseMeasure> {
  const { artifacts, runnerOptions } = run.gathered;
  const gatheredSettings = runnerOptions.resolvedConfig.settings;
  const settings =
    cpuSlowdown === undefined
      ? gatheredSettings
      : { ...gatheredSettings, throttling: { ...gatheredSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown } };
  const result = await Runner.audit(
    { ...artifacts, settings },
    { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: runnerOptions.computedCache },
  );
  const url = run.url;
  if (!result) throw new LighthouseRunError(`Lighthouse returned no result for ${url}`);
  const lhr: Result = result.lhr;
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}; is the cookie signed in?`);
  const requests = networkItems(lhr);
  const usableMs = afterPageLoadMs(lhr) ?? Infinity;
  const kb = (items: NetworkItem[]) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024;
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: lhr.categories.performance.score ?? 0,
    accessibility: run.accessibility ? (lhr.categories.accessibility.score ?? 0) : null,
    a11yFailures: run.accessibility
      ? lhr.categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score! < 1)
          .map((ref) => ref.id)
      : [],
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    initialJsKb: kb(initialScripts(scripts, usableMs)),
    totalJsKb: kb(scripts),
    cssKb: kb(requests.filter((item) => item.resourceType === 'Stylesheet')),
    fontKb: kb(requests.filter((item) => item.resourceType === 'Font')),
    longTasks: longTasks(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    lcpElement: lcpElement(lhr),
  };
}

type LcpElementDetails = {
  items?: { items?: { node?: { selector?: string; nodeLabel?: string }; phase?: string; timing?: number }[] }[];
};

/** The largest paint's element and its phases (time to first byte, load delay, load time, render delay). */
function lcpElement(lhr: Result): LighthouseMeasure['lcpElement'] {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined)?.items;
  const node = tables?.[0]?.items?.[0]?.node;
  if (!node) return undefined;
  const phases = Object.fromEntries((tables?.[1]?.items ?? []).map((row) => [row.phase ?? '?', Math.round(row.timing ?? 0)]));
  return { selector: node.selector ?? '', label: (node.nodeLabel ?? '').slice(0, 60), phases };
}

export type NetworkItem = { url?: string; resourceType?: string; transferSize?: number; rendererStartTime?: number };

/**
 * The initial JavaScript (decisions.md 78): every script the page asked for before the app's after-page-load mark
 * (`web/src/lib/after-page-load.ts`: the page has loaded and the browser is idle), in the run as
 * observed. That is all a visit needs to draw the page and make it usable: the HTML's scripts,
 * what they import, the app's code that a drawn (prerendered) page fetches after its first
 * paint, and what the app fetches as it first renders (the route's page, the signed-in layout).
 * Only code that waits for that mark (the nav bar's menus) or for an intent (a dialog, a tab,
 * a focus) is left out; a page that never marks counts every script.
 *
 * Lighthouse times the mark from the navigation's start and the requests from the first request's,
 * a millisecond or two apart, and the waiting code asks for its chunks in the mark's own task: so
 * requests within CLOCK_SLACK_MS of the mark are the waiting code's (in the runs looked at, the
 * page's own requests came hundreds of milliseconds before it, the menus' 0-15 ms after).
 */
export function initialScripts(scripts: NetworkItem[], usableMs: number): NetworkItem[] {
  return scripts.filter((item) => item.rendererStartTime === undefined || item.rendererStartTime < usableMs - CLOCK_SLACK_MS);
}

const CLOCK_SLACK_MS = 20;

function networkItems(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return details?.items ?? [];
}

/** When the page marked itself loaded and idle, from the navigation's start; undefined when it did not. */
function afterPageLoadMs(lhr: Result): number | undefined {
  const details = lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined;
  return details?.items?.find((item) => item.name === AFTER_PAGE_LOAD_MARK)?.startTime;
}

/** Storage.clearCookies on the browser's own DevTools endpoint. */
async function clearBrowserCookies(port: number): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' })));
    socket.once('message', (data) => {
      const reply = JSON.parse(String(data)) as { error?: { message: string } };
      socket.close();
      if (reply.error) reject(new Error(`Clearing the browser's cookies: ${reply.error.message}`));
      else resolve();
    });
    socket.once('error', reject);
  });
}

function longTasks(lhr: Result): LighthouseMeasure['longTasks'] {
  const details = lhr.audits['long-tasks']?.details as { items?: { startTime: number; duration: number }[] } | undefined;
  return (details?.items ?? []).map((task) => ({ startMs: Math.round(task.startTime), durationMs: Math.round(task.duration) }));
}

function numeric(lhr: Result, auditId: string): number {
  const audit = lhr.audits[auditId];
  // A trace that missed an event (NO_LCP on a busy machine) says nothing about the page: run again.
  if (audit?.numericValue === undefined)
    throw new LighthouseRunError(`${lhr.finalDisplayedUrl}: ${auditId} has no value (${audit?.errorMessage ?? ''})`);
  const value = audit.numericValue;
  return value;
}
