// The browser side of the e2e specs: one Chromium per spec file, a fresh context and page per
// test, and a test fails when its page logs a console error (known noise aside).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../helpers/chromium';

export const baseUrl = inject('e2eBaseUrl');
/** Pass to `describe.skipIf(...)`: true when Chromium is missing and the run allows skipping. */
export const browserMissing = !inject('e2eBrowserAvailable');

const desktopViewport = { width: 1280, height: 800 };
export const phoneViewport = { width: 375, height: 812 };

const screenshotDir = path.resolve(import.meta.dirname, '../../../test-results/e2e');

// Chromium logs every failed resource load as a console error. A signed-out page asks
// GET /api/user, whose 401 is the expected answer, not a fault. The same for the real-time socket:
// it opens once a page has loaded (decisions.md 100), so a spec that clears the cookies under a
// signed-in page (to sign in as someone else) can see its opening refused, as the session's end.
const knownNoise: RegExp[] = [
  /Failed to load resource: the server responded with a status of 401/,
  /WebSocket connection to '[^']*\/ws' failed: HTTP Authentication failed/,
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
}

export type BrowserSession = {
  /** The current test's page, in a context of its own (no cookies from other tests). */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Lets the current test's page log console errors matching this pattern. */
  allowConsoleError(pattern: RegExp): void;
};

/** Call inside a describe: registers the hooks and returns the session the tests use. */
export function useBrowserSession(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let consoleErrors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    consoleErrors = [];
    allowed = [];
    context = await browser!.newContext({ baseURL: baseUrl, viewport: desktopViewport });
    // A missing element should fail fast with a clear locator error, not at the test timeout.
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`Uncaught: ${error.message}`));
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) await saveScreenshot(page, task.name);
    await context?.close();
    const unexpected = consoleErrors.filter((text) => ![...knownNoise, ...allowed].some((pattern) => pattern.test(text)));
    if (unexpected.length > 0) {
      throw new Error(`The page logged console errors:\n${unexpected.map((text) => `  - ${text}`).join('\n')}`);
    }
  });

  return {
    get page() {
      if (!page) throw new Error('No page: use the session inside a test.');
      return page;
    },
    get context() {
      if (!context) throw new Error('No browser context: use the session inside a test.');
      return context;
    },
    allowConsoleError(pattern) {
      allowed.push(pattern);
    },
  };
}

async function saveScreenshot(page: Page, testName: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(
    screenshotDir,
    `${testName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 80)}.png`,
  );
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  console.warn(`Screenshot of the failed test: ${file}`);
}
