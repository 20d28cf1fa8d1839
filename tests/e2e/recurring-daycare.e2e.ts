// A weekly daycare booked in the Book Session dialog and paid in one checkout (issue 30, item 4;
// decisions.md 68), at 1280 px and 375 px: "Repeat weekly" until seven weeks later makes eight days,
// the dialog says so with their total, one card payment pays every one of them, and the page never
// scrolls sideways on a phone.
import { describe, expect, test } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, phoneViewport, useBrowserSession } from './support/browser';
import { businessTimeZone, dayFromToday } from './support/bookings';
import { addVaccinatedPetThroughApi } from './support/pets';
import { dialogOf, noSidewaysScroll, pickOption, typeDay } from './support/booking-dialog';
import { addCalendarDays } from '../../common/business-time';
import { payWithTestCard } from './support/checkout';

describe.skipIf(browserMissing)('Book Session: a weekly daycare', () => {
  const session = useBrowserSession();

  for (const viewport of [null, phoneViewport]) {
    const width = viewport ? `${viewport.width} px` : '1280 px';

    test(`an owner books eight weeks of daycare and pays them in one checkout (${width})`, async () => {
      const { page } = session;
      if (viewport) await page.setViewportSize(viewport);
      await signUpThroughUi(page);
      const pet = await addVaccinatedPetThroughApi(page, { name: 'Pepper' });
      const zone = await businessTimeZone(page);
      // Far from the other specs' days, a different week per width.
      const first = dayFromToday(viewport ? 95 : 88, zone);

      await page.goto('/bookings');
      await page.getByRole('button', { name: 'Book Session' }).first().click();
      const dialog = dialogOf(page);
      await dialog.waitFor();
      await pickOption(page, 'Pet', pet.name);
      await dialog.getByText('Daycare', { exact: true }).click();
      await typeDay(page, 'Drop-off date', first);
      await pickOption(page, 'Drop-off time', '9:00 AM');
      await typeDay(page, 'Pickup date', first);
      await pickOption(page, 'Pickup time', '3:00 PM');
      // Every calendar closed first: an open one lies over the switch.
      await dialog.getByRole('heading', { name: 'Book Session' }).click();
      await page.locator('[data-dates-dropdown]').waitFor({ state: 'hidden' });
      await dialog.getByRole('switch', { name: 'Repeat weekly' }).click();
      await dialog.getByRole('switch', { name: 'Repeat weekly', checked: true }).waitFor({ state: 'attached' });
      await typeDay(page, 'Until', addCalendarDays(first, 49));
      await page.locator('[data-dates-dropdown]').waitFor({ state: 'hidden' });
      await dialog.getByText('8 occurrences, $520.00 in total').waitFor();
      await noSidewaysScroll(page);

      // Nothing the form would refuse: a field in error would keep the submit from being sent.
      expect(await dialog.locator('.mantine-InputWrapper-error').allTextContents()).toEqual([]);
      // Eight bookings in one transaction: on a busy machine this answer takes a while.
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/api/booking-series') && answer.request().method() === 'POST', {
          timeout: 30_000,
        }),
        dialog.getByRole('button', { name: 'Book Session' }).click(),
      ]);
      expect(response.status(), await response.text()).toBe(201);
      const series = (await response.json()) as { seriesId: number; bookings: { id: number }[]; skipped: string[] };
      expect(series.bookings).toHaveLength(8);
      expect(series.skipped).toEqual([]);

      await page.waitForURL(/\/checkout\?booking_id=\d+&series_id=\d+/);
      await page.getByText('This payment of $520.00 covers every unpaid day of your weekly booking.').waitFor();
      await noSidewaysScroll(page);
      await payWithTestCard(page);
      await page.getByText('Payment Successful', { exact: true }).first().waitFor();

      // Every day of the series is paid and confirmed, as the owner's list says.
      const bookings = (await (await page.request.get('/api/bookings')).json()) as { id: number; status: string; paymentStatus: string }[];
      const ours = bookings.filter((booking) => series.bookings.some((made) => made.id === booking.id));
      expect(ours.map((booking) => [booking.status, booking.paymentStatus])).toEqual(Array(8).fill(['confirmed', 'paid']));
    });
  }
});
