// The accessibility specs' harness: one Chromium per spec file, one browser context per role,
// width and colour scheme, signed in as a demo account (or not at all), walking its stops.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { demoAccounts } from '../../../web/src/lib/demo-accounts';
import { checkStops, newA11yContext, type A11yStop, type Scheme, type Viewport } from './a11y-walk';
import { baseUrl, launchBrowser } from './browser';

export type Role = 'signed out' | 'owner' | 'trainer';

/** Room for a whole walk: about 1-3 seconds a stop, up to 30 stops. */
export const WALK_TIMEOUT_MS = 240_000;

/** Call inside a describe: launches Chromium before the tests and closes it after. */
export function useA11yBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('No browser: use it inside a test or hook.');
      return browser;
    },
  };
}

export async function signInThroughApi(page: Page, role: Exclude<Role, 'signed out'>) {
  const { username, password } = demoAccounts[role];
  const response = await page.request.post('/api/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`POST /api/login as ${username} answered ${response.status()}: ${await response.text()}`);
}

/** Runs `work` with a page signed in as `role` in a context of its own, closed afterwards. */
export async function withSignedInPage<T>(
  browser: Browser,
  role: Exclude<Role, 'signed out'>,
  work: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await signInThroughApi(page, role);
    return await work(page);
  } finally {
    await context.close();
  }
}

/**
 * Walks `stops` as `role` at `viewport` in `scheme` and fails listing every serious or critical
 * finding of the walk, not only the first.
 */
export async function expectNoSeriousFindings(browser: Browser, role: Role, viewport: Viewport, scheme: Scheme, stops: A11yStop[]) {
  const context = await newA11yContext(browser, baseUrl, viewport, scheme);
  try {
    const page = await context.newPage();
    if (role !== 'signed out') await signInThroughApi(page, role);
    const problems = await checkStops(page, stops, `[${role} ${viewport.width}px ${scheme}]`);
    expect(problems.join('\n\n'), `${problems.length} of ${stops.length} stops have serious or critical findings`).toBe('');
  } finally {
    await context.close();
  }
}
