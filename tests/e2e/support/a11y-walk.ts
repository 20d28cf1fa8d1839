// Walks a list of pages (and dialogs opened on them) in one browser context and collects every
// accessibility finding, so one failing run lists all of them rather than the first.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { a11yFindings, formatFindings } from './axe';

export type Scheme = 'light' | 'dark';
export type Viewport = { width: number; height: number };

/** One thing to check: a page, optionally with something opened on it (a dialog, a tab). */
export type A11yStop = {
  name: string;
  path: string;
  /** Opens what the stop is about once the page has settled, e.g. clicks "Add Pet". */
  open?: (page: Page) => Promise<void>;
  /** Load the app afresh: for a page that reads its URL only when it mounts (/bookings/new). */
  reload?: boolean;
};

// Analytics aggregates every booking and session: on a busy machine it takes a while to show.
const SLOW_PAGE_MS = 30_000;

export const desktop: Viewport = { width: 1280, height: 800 };
export const phone: Viewport = { width: 375, height: 812 };

/**
 * A context at `viewport` in `scheme`. The app keeps its colour scheme where Mantine's default
 * manager does (localStorage), chosen from the user menu; the page starts with it already set.
 */
export async function newA11yContext(browser: Browser, baseURL: string, viewport: Viewport, scheme: Scheme): Promise<BrowserContext> {
  // bypassCSP: the app's Content-Security-Policy rightly refuses inline scripts, axe's among them.
  const context = await browser.newContext({ baseURL, viewport, colorScheme: scheme, bypassCSP: true });
  context.setDefaultTimeout(10_000);
  await context.addInitScript(`window.localStorage.setItem('mantine-color-scheme-value', ${JSON.stringify(scheme)})`);
  trackRequests(context);
  return context;
}

// The requests of each walk's context not yet answered: a page is not settled while it loads
// data or code (a tab's queries, a lazy route's chunk). WebSockets are not requests here.
const pendingRequests = new WeakMap<BrowserContext, Set<Request>>();

// What a page waits for before it shows its content: its data and its code (not the favicon).
const loadsContent = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

function trackRequests(context: BrowserContext) {
  const pending = new Set<Request>();
  pendingRequests.set(context, pending);
  context.on('request', (request) => {
    if (loadsContent.has(request.resourceType())) pending.add(request);
  });
  // Answered once its response arrives: Chromium reports a body nobody reads (the landing page's
  // signed-out /api/user) as never finished.
  context.on('response', (response) => pending.delete(response.request()));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => pending.delete(request));
}

/**
 * True when nothing on the page moves or loads: no visible busy region or skeleton, and no
 * finite animation or transition running (Mantine's dialogs, menus and tabs fade and slide; a
 * half-faded dialog has half-faded contrast). Endless ones (a spinner, a skeleton's pulse) do not
 * count. Plain script text: the runner's transpiler would add helpers a function cannot find.
 */
const stillScript = `(() => {
  const shown = (element) => element.checkVisibility();
  const busy = [...document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root[data-visible]')].some(shown);
  const moving = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
  return !busy && !moving;
})()`;

/** How many frames in a row the page must be still: an effect starts a query, or a transition its first frame, a frame or two after a render. */
const STILL_FRAMES = 3;

/** Waits until the page has been still (stillScript) with no request pending for STILL_FRAMES frames. */
export async function waitUntilStill(page: Page) {
  const pending = pendingRequests.get(page.context());
  const deadline = Date.now() + SLOW_PAGE_MS;
  for (let stillFrames = 0; stillFrames < STILL_FRAMES;) {
    if (Date.now() > deadline)
      throw new Error(
        `The page kept loading or moving for ${SLOW_PAGE_MS} ms (pending: ${[...(pending ?? [])].map((request) => request.url()).join(', ') || 'none'}).`,
      );
    const still = await page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => resolve(${stillScript})))`);
    stillFrames = still && !pending?.size ? stillFrames + 1 : 0;
  }
}

/** Waits until the page shows content rather than skeletons, its data has come, and transitions have finished. */
export async function settle(page: Page) {
  await page.locator(':is(h1, h2)').first().waitFor({ timeout: SLOW_PAGE_MS });
  await waitUntilStill(page);
}

/** Opens a dialog by its button's name and waits for it to finish appearing. */
export async function openDialog(page: Page, button: string | RegExp, dialog: string | RegExp) {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('dialog', { name: dialog }).waitFor();
  await waitUntilStill(page);
}

/**
 * Moves the app to `path` the way its own links do (History API), without reloading it: a reload
 * per stop would re-parse the app and axe every time, which costs more than the checks. Headings
 * of the page being left are marked, so the wait is for the next page's own heading.
 */
async function navigateInApp(page: Page, path: string) {
  const leaving = new URL(page.url());
  const arriving = new URL(path, leaving);
  await page.keyboard.press('Escape');
  await page.evaluate(`(() => {
    document.querySelectorAll('h1, h2').forEach((heading) => heading.setAttribute('data-a11y-left', ''));
    window.history.pushState(null, '', ${JSON.stringify(path)});
    window.dispatchEvent(new PopStateEvent('popstate'));
  })()`);
  // The same route with another query string keeps its page (and its headings) mounted.
  if (arriving.pathname !== leaving.pathname)
    await page.locator(':is(h1, h2):not([data-a11y-left])').first().waitFor({ timeout: SLOW_PAGE_MS });
}

/**
 * Visits each stop and returns readable lines for every serious or critical finding. The first
 * stop loads the app (so it sees the session as it is now); the others navigate inside it.
 */
export async function checkStops(page: Page, stops: A11yStop[], label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, stop] of stops.entries()) {
    const where = `${label} ${stop.name} (${stop.path})`;
    const t0 = Date.now();
    try {
      // `/` is served prerendered, without the app's JavaScript: there is no app to navigate in.
      const onStaticLanding = new URL(page.url()).pathname === '/';
      if (index === 0 || stop.reload || onStaticLanding) await page.goto(stop.path);
      else await navigateInApp(page, stop.path);
      await settle(page);
      if (stop.open) await stop.open(page);
      const findings = await a11yFindings(page);
      if (findings.length > 0) problems.push(formatFindings(where, findings));
    } catch (error) {
      problems.push(`${where}: could not be checked: ${(error as Error).message.split('\n')[0]}`);
    }
    if (process.env.A11Y_TIMING) console.error(where, Date.now() - t0);
  }
  return problems;
}
