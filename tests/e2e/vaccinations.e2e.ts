// Issue 12 end to end: an owner tries to book boarding for a dog without bordetella, sees why in
// the dialog, follows the link, adds the vaccine with a proof photo, and books.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, useBrowserSession } from './support/browser';
import { businessTimeZone, dayFromToday } from './support/bookings';
import { addPetThroughApi } from './support/pets';

/** 'March 5, 2027' for a 'YYYY-MM-DD' day, as the date fields show and read it. */
const spelled = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('dialog', { name: 'Book Session' }).getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillStay(page: Page, from: string, to: string) {
  const dialog = page.getByRole('dialog', { name: 'Book Session' });
  await pickOption(page, 'Pet', 'Rex');
  await dialog.getByLabel('Drop-off date').fill(spelled(from));
  await pickOption(page, 'Drop-off time', '9:00 AM');
  await dialog.getByLabel('Pickup date').fill(spelled(to));
  await pickOption(page, 'Pickup time', '9:00 AM');
  return dialog;
}

describe.skipIf(browserMissing)('vaccinations', () => {
  const session = useBrowserSession();

  test('a dog without bordetella is blocked with the reason, and books once the vaccine is added with a proof photo', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    const rex = await addPetThroughApi(page, { name: 'Rex' });
    const zone = await businessTimeZone(page);
    const givenOn = dayFromToday(-30, zone);
    for (const vaccine of ['rabies', 'dhpp']) {
      await page.request.post(`/api/pets/${rex.id}/vaccinations`, { data: { vaccine, givenOn, expiresOn: dayFromToday(700, zone) } });
    }
    const from = dayFromToday(20, zone);
    const to = dayFromToday(23, zone);

    await page.goto('/bookings');
    await page.getByRole('button', { name: 'Book Session' }).first().click();
    let dialog = await fillStay(page, from, to);
    await dialog.getByText(`Rex needs a bordetella vaccination valid through ${spelled(to)}.`).waitFor();
    await dialog.getByRole('link', { name: "Add Rex's vaccinations" }).click();
    await page.waitForURL(new RegExp(`/pets/${rex.id}$`));

    await page.getByRole('button', { name: 'Add Vaccination' }).click();
    const form = page.getByRole('dialog', { name: 'Add Vaccination' });
    await form.getByRole('combobox', { name: /^Vaccine/ }).click();
    await page.getByRole('option', { name: 'Bordetella', exact: true }).click();
    await form.getByLabel('Date given').fill(spelled(dayFromToday(-1, zone)));
    // Moving on closes the date picker, which covers the interval buttons.
    await form.getByLabel('Batch number').fill('BD-2207');
    await form.getByRole('button', { name: '1 year' }).click();
    await form.locator('input[type="file"]').setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: tinyPng });
    await form.getByRole('button', { name: 'Save Vaccination' }).click();
    await page.getByText('Vaccination added', { exact: true }).first().waitFor();
    await page.getByRole('article', { name: 'Bordetella' }).getByRole('link', { name: 'View proof' }).waitFor();
    await page.getByText('Bordetella: Up to date').waitFor();

    // Back on /bookings the dialog opens again with the stay as it was left (the draft survives the detour).
    await page.goto('/bookings');
    dialog = page.getByRole('dialog', { name: 'Book Session' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Drop-off date').inputValue()).toBe(spelled(from));
    expect(await dialog.getByLabel('Pickup date').inputValue()).toBe(spelled(to));
    await dialog.getByRole('button', { name: 'Book Session' }).click();
    await page.getByText('Boarding Stay Created', { exact: true }).first().waitFor();
    await page.waitForURL(/\/checkout\?booking_id=\d+/);
  });
});
