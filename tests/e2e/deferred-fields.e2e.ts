// Fields whose code comes after the page's load (decisions.md 103, web/src/components/deferred-fields):
// their look-alike sits exactly where the real field then sits, so nothing on the page moves when
// the code comes, and a field pressed while its code was on its way opens when it comes. The code
// is held back here (a route that answers only when the test lets it) to catch the look-alike.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInAsDemo } from './support/accounts';
import { browserMissing, useBrowserSession } from './support/browser';

/** Holds the browser's request for a chunk until `release` is called. */
async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The box of a field's input and of its label, rounded to a tenth of a pixel, and where its text runs. */
async function placeOf(field: Locator, label: Locator) {
  const round = (box: { x: number; y: number; width: number; height: number } | null) =>
    box && Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value * 10) / 10]));
  // This project's TypeScript has no DOM types: the browser's own, named here.
  type Styles = { paddingInlineStart: string; paddingInlineEnd: string; font: string };
  const textRoom = await field.evaluate((input) => {
    const style = (globalThis as unknown as { getComputedStyle: (element: unknown) => Styles }).getComputedStyle(input);
    return { start: style.paddingInlineStart, end: style.paddingInlineEnd, font: style.font };
  });
  return { input: round(await field.boundingBox()), label: round(await label.boundingBox()), textRoom };
}

describe.skipIf(browserMissing)('fields whose code comes after the page', () => {
  const session = useBrowserSession();

  test('the time zone: a look-alike where the Select will be, and a press on it opens the list when the code comes', async () => {
    const { page } = session;
    await signInAsDemo(page, 'business');
    const release = await holdChunk(page, 'mantine-select');
    await page.goto('/admin/settings');

    const field = page.getByRole('combobox', { name: 'Time zone' });
    const label = page.locator('label').filter({ hasText: /^Time zone/ });
    await field.and(page.locator('[readonly]')).waitFor();
    const zone = await field.inputValue();
    expect(zone).not.toBe('');
    const lookAlike = await placeOf(field, label);

    await field.click();
    release();
    await page.locator('.mantine-Select-input').waitFor();
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(1);
    const focused = () =>
      field.evaluate((input) => input === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement);
    await expect.poll(focused).toBe(true);
    expect(await field.inputValue()).toBe(zone);
    expect(await placeOf(field, label)).toEqual(lookAlike);
  });

  test('a number in the builder: the look-alike shows the number where NumberInput will, then the field takes typing', async () => {
    const { page } = session;
    await page.context().clearCookies();
    await signInAsDemo(page, 'trainer');
    const release = await holdChunk(page, 'mantine-number-input');
    await page.goto('/curriculum-builder');

    const field = page.getByRole('textbox', { name: 'Price ($)' });
    const label = page.locator('label').filter({ hasText: /^Price \(\$\)/ });
    await field.and(page.locator('[readonly]')).waitFor();
    const lookAlike = await placeOf(field, label);

    release();
    await page.locator('.mantine-NumberInput-input').first().waitFor();
    expect(await placeOf(field, label)).toEqual(lookAlike);
    await field.fill('149');
    expect(await field.inputValue()).toBe('149');
  });
});
