// Signed-in pages whose HTML arrives drawn (scripts/route-pages.ts): what a phone shows before the
// app's code has run, and the app taking over that same page without a jump.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInAsDemo } from './support/accounts';
import { browserMissing, phoneViewport, useBrowserSession, type BrowserSession } from './support/browser';

/**
 * Keeps the app's entry module from loading, so the page stays as its HTML drew it; the aborted
 * fetch of the app's code is the one console error the session lets pass.
 */
async function withoutTheApp(session: BrowserSession) {
  session.allowConsoleError(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
  await session.page.route('**/assets/index-*.js', (route) => route.abort());
}

// Browser-side code as text: this project's tests compile without the DOM's types.
const LAYOUT_SHIFT_RECORDER = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });`;

/** Starts summing the page's layout shifts (what Lighthouse reports as CLS) from its next load. */
const recordLayoutShifts = (page: Page) => page.addInitScript({ content: LAYOUT_SHIFT_RECORDER });
const layoutShiftTotal = (page: Page) => page.evaluate<number>('window.__shifts.reduce((sum, value) => sum + value, 0)');

describe.skipIf(browserMissing)('prerendered signed-in pages', () => {
  const session = useBrowserSession();

  test('before the app runs, /pets shows the product name, the page header and three placeholder cards', async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');
    await withoutTheApp(session);
    await page.goto('/pets');

    await page.getByRole('heading', { level: 1, name: 'My Furry Friends' }).waitFor();
    await expect(page.getByText('Manage your pet profiles and track their training journey').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('banner').getByText('PawsConnect').isVisible()).resolves.toBe(true);
    expect(await page.locator('main .mantine-Skeleton-root').count()).toBeGreaterThan(0);
    // Nothing the app draws from the session is there yet: no pet, no navigation links; and its
    // Add Pet button, with no code behind it yet, takes no click or focus.
    await expect(page.getByRole('link', { name: 'My Pets' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Add Pet' }).click({ timeout: 500 })).rejects.toThrow(
      /not receive pointer events|intercepts pointer events|Timeout/,
    );
  });

  test('the app then takes over the same page without moving it, and lists the pets', async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');
    await recordLayoutShifts(page);
    await page.goto('/pets');

    await page.getByRole('heading', { name: 'Buddy' }).waitFor();
    await page.getByRole('link', { name: 'My Pets' }).waitFor();
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test('Add Pet, clicked as soon as the page shows, opens its dialog once the app is there', async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');
    await page.goto('/pets', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add Pet' }).click();
    await page.getByRole('dialog', { name: 'Add a New Pet' }).waitFor();
  });

  const drawnRoutes: [string, 'owner' | 'trainer'][] = [
    ...['/dashboard', '/bookings', '/training', '/training-programs', '/training-skills', '/cart', '/settings'].map(
      (url) => [url, 'owner'] as [string, 'owner'],
    ),
    ['/curriculum-builder', 'trainer'],
  ];
  for (const [url, role] of drawnRoutes) {
    test(`${url} arrives drawn too, and its header stays where the HTML put it`, async () => {
      const { page } = session;
      await page.setViewportSize(phoneViewport);
      await signInAsDemo(page, role);
      await withoutTheApp(session);
      await page.goto(url);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const drawn = await heading.boundingBox();

      await page.unroute('**/assets/index-*.js');
      await page.goto(url);
      await page.getByRole('button', { name: 'Open navigation menu' }).waitFor();
      expect(await heading.boundingBox()).toEqual(drawn);
    });
  }

  test("a pet's page arrives with the frame and its loading view, whatever the pet, and the app then shows the pet", async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');
    await withoutTheApp(session);
    await page.goto('/pets/1');
    await page.getByText('Loading pet details...').waitFor();
    await expect(page.getByRole('banner').getByText('PawsConnect').isVisible()).resolves.toBe(true);
    // The HTML is the same for every pet: nothing of this one is in it.
    await expect(page.getByText('Buddy').count()).resolves.toBe(0);

    await page.unroute('**/assets/index-*.js');
    await page.goto('/pets/1');
    await page.getByRole('heading', { name: 'Buddy' }).waitFor();
    await expect(page.getByText('Loading pet details...').count()).resolves.toBe(0);
  });

  test('the builder and settings draw only their header before the app, and nothing moves once it has drawn the rest', async () => {
    const { page } = session;
    await page.setViewportSize(phoneViewport);
    await signInAsDemo(page, 'trainer');
    await withoutTheApp(session);
    await page.goto('/curriculum-builder');
    await page.getByRole('heading', { level: 1, name: 'Curriculum Builder' }).waitFor();
    await expect(page.getByText('Create and edit your training programs').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Create New Program' }).count()).resolves.toBe(0);

    await page.unroute('**/assets/index-*.js');
    await recordLayoutShifts(page);
    await page.goto('/curriculum-builder');
    await page.getByRole('heading', { name: 'Create New Program', level: 2 }).waitFor();
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test('when the session check is slow, the drawn page gives way to the loading view, then the page', async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');
    // The session check answers once the loading view has been seen: a fixed delay raced the app's
    // start, and on a slow machine the answer came before the app drew anything.
    let answer!: () => void;
    const loadingSeen = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/user', async (route) => {
      await loadingSeen;
      await route.continue();
    });
    await page.goto('/pets', { waitUntil: 'commit' });

    await page.getByText('Loading your account…').waitFor();
    answer();
    await page.getByRole('heading', { name: 'Buddy' }).waitFor();
  });

  test('a saved dark colour scheme is applied before the app runs', async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');
    await page.evaluate("localStorage.setItem('mantine-color-scheme-value', 'dark')");
    await withoutTheApp(session);
    await page.goto('/pets');

    await page.getByRole('heading', { level: 1, name: 'My Furry Friends' }).waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});

// The landing page is drawn at build time and runs no app code at all (scripts/prerender-landing.ts).
describe.skipIf(browserMissing)('the prerendered landing page', () => {
  const session = useBrowserSession();

  test('a signed-in visitor gets the Dashboard button, even where the browser refuses storage', async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');
    // As in a privacy mode that blocks site data: reading localStorage throws.
    await page.addInitScript({
      content:
        "Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });",
    });
    await page.goto('/');

    const header = page.locator('header');
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  test('a saved dark colour scheme is applied', async () => {
    const { page } = session;
    await page.goto('/');
    await page.evaluate("localStorage.setItem('mantine-color-scheme-value', 'dark')");
    await page.reload();

    await page.locator('header').getByRole('link', { name: 'Sign in' }).waitFor();
    await page.waitForFunction("document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark'");
  });
});
