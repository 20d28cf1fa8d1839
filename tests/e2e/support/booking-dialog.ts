// The Book Session dialog as the booking specs drive it: its fields by label, a date typed the way the
// field reads it, a pick from a select, and the phone check that nothing sticks out sideways.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** 'March 5, 2027' for a 'YYYY-MM-DD' day, as the date fields show and read it. */
export const spelled = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Book Session' });

export async function pickOption(page: Page, label: string, option: string) {
  await dialogOf(page).getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a day into a date field, then closes its calendar (on a phone it covers the next field). */
export async function typeDay(page: Page, label: string, day: string) {
  await dialogOf(page).getByLabel(label, { exact: true }).fill(spelled(day));
  await dialogOf(page).getByRole('heading', { name: 'Book Session' }).click();
}

/** Nothing sticks out sideways: the page is no wider than the window. */
export async function noSidewaysScroll(page: Page) {
  const pageWidth = await page.locator('html').evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
}
