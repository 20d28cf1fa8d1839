// Booking and paying as an owner does it: the Book Session dialog for two pets with the discount
// previewed, the sandbox card form, 3-D Secure, a declined card, and cancelling with a refund.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, useBrowserSession } from './support/browser';
import { bookStayThroughApi, businessTimeZone, dayFromToday } from './support/bookings';
import { addVaccinatedPetThroughApi } from './support/pets';
import { payWithTestCard } from './support/checkout';
import { toast } from './support/toast';

/** 'March 5, 2027' for a 'YYYY-MM-DD' day, as the date fields show and read it. */
const spelled = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('dialog', { name: 'Book Session' }).getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(browserMissing)('bookings and payments', () => {
  const session = useBrowserSession();

  test('an owner books a stay for two pets, sees the discounted price, pays with 4242 and sees Confirmed', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    await addVaccinatedPetThroughApi(page, { name: 'Rex' });
    await addVaccinatedPetThroughApi(page, { name: 'Mia' });
    const zone = await businessTimeZone(page);
    await page.goto('/bookings');
    await page.getByRole('button', { name: 'Book Session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book Session' });
    await pickOption(page, 'Pet', 'Rex');
    await dialog.getByLabel('Additional pets (15% off each)').click();
    await page.getByRole('option', { name: 'Mia', exact: true }).click();
    await dialog.getByLabel('Drop-off date').fill(spelled(dayFromToday(20, zone)));
    await pickOption(page, 'Drop-off time', '9:00 AM');
    await dialog.getByLabel('Pickup date').fill(spelled(dayFromToday(23, zone)));
    await pickOption(page, 'Pickup time', '9:00 AM');
    await dialog.getByText('$226.95').waitFor();
    await dialog.getByText('$493.95').waitFor();
    await dialog.getByRole('button', { name: 'Book Session' }).click();
    await toast(page, 'Boarding Stay Created');
    await page.waitForURL(/\/checkout\?booking_id=\d+/);
    await page.getByText('$493.95', { exact: true }).first().waitFor();
    await payWithTestCard(page, '4242 4242 4242 4242');
    await toast(page, 'Payment Successful');
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/bookings');
    await page.getByText('Confirmed', { exact: true }).waitFor();
  });

  // Once the form let a same-day pickup before the drop-off through, and only the server said no.
  test('a same-day stay offers only pickup times after the drop-off', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    await addVaccinatedPetThroughApi(page, { name: 'Rex' });
    const zone = await businessTimeZone(page);
    await page.goto('/bookings');
    await page.getByRole('button', { name: 'Book Session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book Session' });
    await pickOption(page, 'Pet', 'Rex');
    await dialog.getByLabel('Drop-off date').fill(spelled(dayFromToday(25, zone)));
    await pickOption(page, 'Drop-off time', '10:00 AM');
    await dialog.getByLabel('Pickup date').fill(spelled(dayFromToday(25, zone)));
    await dialog.getByLabel('Pickup time', { exact: true }).first().click();
    const option = (name: string) => page.getByRole('option', { name, exact: true });
    await option('11:00 AM').waitFor();
    expect(await option('9:00 AM').isDisabled()).toBe(true);
    expect(await option('10:00 AM').isDisabled()).toBe(true);
    expect(await option('11:00 AM').isDisabled()).toBe(false);
    await option('11:00 AM').click();
    // A later drop-off on that day clears a pickup that would now come first.
    await pickOption(page, 'Drop-off time', '1:00 PM');
    expect(await dialog.getByLabel('Pickup time', { exact: true }).first().inputValue()).toBe('');
  });

  test('a declined card says Payment Failed and the booking waits for payment', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    const rex = await addVaccinatedPetThroughApi(page, { name: 'Rex' });
    const booking = await bookStayThroughApi(page, rex.id, 30, 2);
    await page.goto(`/checkout?booking_id=${booking.id}`);
    await payWithTestCard(page, '4000 0000 0000 0002');
    await toast(page, 'Payment Failed');
    await page.getByText('Your card was declined.').first().waitFor();
    await page.goto('/bookings');
    await page.getByText('Payment Pending', { exact: true }).waitFor();
  });

  test('the 3-D Secure card returns through /payment-success with the amount paid', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    const rex = await addVaccinatedPetThroughApi(page, { name: 'Rex' });
    const booking = await bookStayThroughApi(page, rex.id, 40, 1);
    await page.goto(`/checkout?booking_id=${booking.id}`);
    await payWithTestCard(page, '4000 0025 0000 3155');
    await page.waitForURL(/\/sandbox\/authenticate/);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/payment-success\?.*redirect_status=succeeded/);
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await page.getByRole('main').getByText('$89.00', { exact: true }).waitFor();
  });

  test('cancelling a paid booking shows the refund first and then Refunded', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    const rex = await addVaccinatedPetThroughApi(page, { name: 'Rex' });
    const booking = await bookStayThroughApi(page, rex.id, 50, 1);
    await page.goto(`/checkout?booking_id=${booking.id}`);
    await payWithTestCard(page, '4242 4242 4242 4242');
    await toast(page, 'Payment Successful');
    await page.goto('/bookings');
    await page.getByRole('button', { name: 'View Details' }).click();
    await page.getByText('Paid with VISA ending in 4242', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText("You'll be refunded $89.00.").waitFor();
    await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel booking' }).click();
    await toast(page, 'Booking cancelled');
    await page.getByRole('tab', { name: 'Past Bookings' }).click();
    await page.getByText('Refunded', { exact: true }).waitFor();
  });
});
