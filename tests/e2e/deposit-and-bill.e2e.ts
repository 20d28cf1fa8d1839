// A long stay paid the way a real business takes it (issue 31; decisions.md 69, 70, 71), at 1280 px
// and 375 px: the business takes a 20% deposit on stays of more than 3 nights; the owner pays the
// deposit of a 10-night stay, saving the card; /settings lists the card; the bill shows the stay's
// lines, the deposit paid and the balance due at check-out, and downloads as a PDF; the page never
// scrolls sideways on a phone.
import { describe, expect, test } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, phoneViewport, useBrowserSession } from './support/browser';
import { bookStayThroughApi } from './support/bookings';
import { noSidewaysScroll } from './support/booking-dialog';
import { useSettings } from './support/business-settings';
import { payWithTestCard } from './support/checkout';
import { addVaccinatedPetThroughApi } from './support/pets';
import { toast } from './support/toast';

describe.skipIf(browserMissing)('a deposit, a saved card and the bill', () => {
  const session = useBrowserSession();
  useSettings(() => ({ deposits: { minNights: 3, percent: 20 } }));

  for (const viewport of [null, phoneViewport]) {
    const width = viewport ? `${viewport.width} px` : '1280 px';

    test(`an owner pays a 10-night stay's deposit with a card they save, then reads the bill (${width})`, async () => {
      const { page } = session;
      if (viewport) await page.setViewportSize(viewport);
      await signUpThroughUi(page);
      const pet = await addVaccinatedPetThroughApi(page, { name: 'Maple' });
      // Ten nights at the demo's $89.00: $890.00, of which 20% now. Far from the other specs' days.
      const stay = await bookStayThroughApi(page, pet.id, viewport ? 150 : 135, 10);
      expect(stay.totalPrice).toBe(89000);

      await page.goto(`/checkout?booking_id=${stay.id}`);
      await page.getByText('Deposit due now $178.00, balance $712.00 due at check-out.').waitFor();
      await page.getByLabel('Save this card for future payments').check();
      await payWithTestCard(page);
      await toast(page, 'Payment Successful');

      // The card is kept by the provider; the owner sees it on /settings, the default.
      await page.goto('/settings');
      const cards = page.getByRole('region', { name: 'Saved cards' });
      await cards.getByText('Visa ending in 4242').waitFor();
      await cards.getByText('Default', { exact: true }).waitFor();
      await noSidewaysScroll(page);

      // The bill: the stay's line, the deposit paid, and what is due when.
      await page.goto(`/bookings/${stay.id}/bill`);
      await page.getByRole('heading', { name: `Bill PC-${String(stay.id).padStart(6, '0')}` }).waitFor();
      await page.getByText('Boarding, 10 days × $89.00').waitFor();
      await page.getByText('Deposit', { exact: true }).waitFor();
      await page.getByText('Balance due at check-out', { exact: false }).first().waitFor();
      await expect(page.getByLabel('Balance').getByText('$712.00').first().isVisible()).resolves.toBe(true);
      await noSidewaysScroll(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
      expect(download.suggestedFilename()).toBe(`pawsconnect-bill-${stay.id}.pdf`);
    });
  }
});
