// Book Session's trainer choice and daycare (issue 30, items 2 and 3; decisions.md 66), at 1280 px
// and 375 px: an owner picks a named trainer among those free at the chosen time, and books a day
// of daycare at the daycare price. The page never scrolls sideways on a phone.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { instantAt } from '../../common/business-time';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, phoneViewport, useBrowserSession } from './support/browser';
import { businessTimeZone, dayFromToday } from './support/bookings';
import { addVaccinatedPetThroughApi } from './support/pets';
import { dialogOf, noSidewaysScroll, pickOption, typeDay } from './support/booking-dialog';

async function openDialog(page: Page, petName: string) {
  await page.goto('/bookings');
  await page.getByRole('button', { name: 'Book Session' }).first().click();
  await dialogOf(page).waitFor();
  await pickOption(page, 'Pet', petName);
}

describe.skipIf(browserMissing)('Book Session: a named trainer and daycare', () => {
  const session = useBrowserSession();

  for (const viewport of [null, phoneViewport]) {
    const width = viewport ? `${viewport.width} px` : '1280 px';

    test(`an owner books a training session with a trainer they choose (${width})`, async () => {
      const { page } = session;
      if (viewport) await page.setViewportSize(viewport);
      await signUpThroughUi(page);
      const pet = await addVaccinatedPetThroughApi(page, { name: 'Scout' });
      const zone = await businessTimeZone(page);
      // Far enough ahead that the other specs' sessions are elsewhere; a day per width.
      const day = dayFromToday(viewport ? 61 : 60, zone);
      const start = instantAt(day, '14:00', zone).toISOString();
      const answer = await page.request.get(`/api/bookings/availability?serviceType=training&from=${day}&to=${day}`);
      const slot = (
        (await answer.json()) as { trainingSlots: { start: string; trainers: { id: number; name: string }[] }[] }
      ).trainingSlots.find((entry) => entry.start === start);
      // The demo trainer: the other specs' trainers all share one made-up name, this one is unique.
      const chosen = slot?.trainers.find((trainer) => trainer.name === 'Jordan Rivera');
      if (!chosen) throw new Error(`The demo trainer is not free at ${start}.`);

      await openDialog(page, pet.name);
      const dialog = dialogOf(page);
      await dialog.getByText('Training', { exact: true }).click();
      await typeDay(page, 'Date', day);
      await dialog.getByLabel('Free times').waitFor();
      await pickOption(page, 'Time', '2:00 PM');
      const trainers = dialog.getByRole('radiogroup', { name: 'Trainer' });
      expect(await trainers.getByRole('radio', { name: 'Any available trainer' }).isChecked()).toBe(true);
      await trainers.getByRole('radio', { name: chosen.name }).check();
      await noSidewaysScroll(page);
      const created = page.waitForResponse(
        (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Book Session' }).click();
      const booking = (await (await created).json()) as { trainerId: number; serviceType: string };
      expect(booking).toMatchObject({ serviceType: 'training', trainerId: chosen.id });
      await page.waitForURL(/\/checkout\?booking_id=\d+/);
    });

    test(`an owner books a day of daycare at the daycare price (${width})`, async () => {
      const { page } = session;
      if (viewport) await page.setViewportSize(viewport);
      await signUpThroughUi(page);
      const pet = await addVaccinatedPetThroughApi(page, { name: 'Juno' });
      const zone = await businessTimeZone(page);
      const day = dayFromToday(viewport ? 63 : 62, zone);
      await openDialog(page, pet.name);
      const dialog = dialogOf(page);
      await dialog.getByText('Daycare', { exact: true }).click();
      await typeDay(page, 'Drop-off date', day);
      await pickOption(page, 'Drop-off time', '9:00 AM');
      await typeDay(page, 'Pickup date', day);
      await pickOption(page, 'Pickup time', '3:00 PM');
      await dialog.getByLabel('Price preview').getByText('Daycare, 1 day × $65.00').waitFor();
      await noSidewaysScroll(page);
      await dialog.getByRole('button', { name: 'Book Session' }).click();
      await page.getByText('Daycare Created', { exact: true }).first().waitFor();
      await page.waitForURL(/\/checkout\?booking_id=\d+/);
      await page.getByText('$65.00', { exact: true }).first().waitFor();
    });
  }
});
