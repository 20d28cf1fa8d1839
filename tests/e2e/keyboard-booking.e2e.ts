// Issue 14 (accessibility): the whole booking and payment flow with the keyboard alone. Signing
// in, the navigation, the Book Session dialog (list boxes with arrows, dates typed), the sandbox
// card form and the paid booking's details: Tab, Shift+Tab, arrows, Enter, Space and typing, no
// pointer. Every control the focus stops on must show where the focus is.
import { randomBytes } from 'node:crypto';
import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserMissing, useBrowserSession } from './support/browser';
import { businessTimeZone, dayFromToday } from './support/bookings';
import { chooseWithArrows, tabTo } from './support/keyboard';
import { addVaccinatedPetThroughApi } from './support/pets';
import { toast } from './support/toast';

/** 'March 5, 2027' for a 'YYYY-MM-DD' day, as the date fields show and read it. */
const spelled = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** An owner with one vaccinated pet, made through the API; the browser is left signed out. */
async function ownerWithPet(page: Page) {
  const username = `keys_${randomBytes(4).toString('hex')}`;
  const password = 'quiet-keyboard-walk';
  const response = await page.request.post('/api/register', { data: { username, password, email: `${username}@example.com` } });
  if (!response.ok()) throw new Error(`POST /api/register answered ${response.status()}: ${await response.text()}`);
  const pet = await addVaccinatedPetThroughApi(page, { name: 'Pepper' });
  const zone = await businessTimeZone(page);
  await page.context().clearCookies();
  return { username, password, pet, zone };
}

describe.skipIf(browserMissing)('keyboard-only booking and payment', () => {
  const session = useBrowserSession();

  test('an owner signs in, books a stay, pays with 4242 and opens the paid booking without a pointer', async () => {
    const { page } = session;
    const { username, password, pet, zone } = await ownerWithPet(page);

    // Sign in: the Login tab's fields, then Enter submits.
    await page.goto('/auth');
    await tabTo(page, 'Username');
    await page.keyboard.type(username);
    await tabTo(page, 'Password');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    // The main navigation, then the page's Book Session button.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(page, 'Bookings');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/bookings');
    await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
    await tabTo(page, 'Book Session');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book Session' });
    await dialog.waitFor();
    // The dialog asks for the availability as it opens; its answer redraws the time lists, and a
    // list redrawn while the arrows move in it forgets the option they reached (a CI run lost the
    // drop-off time that way).
    await page.waitForLoadState('networkidle');

    // The dialog: the pet and times from their list boxes, the dates typed.
    await tabTo(page, 'Pet');
    await chooseWithArrows(page, pet.name);
    await tabTo(page, 'Drop-off date');
    await page.keyboard.type(spelled(dayFromToday(30, zone)));
    await tabTo(page, 'Drop-off time');
    await chooseWithArrows(page, '9:00 AM');
    await tabTo(page, 'Pickup date');
    await page.keyboard.type(spelled(dayFromToday(32, zone)));
    await tabTo(page, 'Pickup time');
    await chooseWithArrows(page, '9:00 AM');
    await dialog.getByText('$178.00').first().waitFor();
    // Shift+Tab works inside the dialog too: back from Notes to the pickup time and on again.
    await tabTo(page, 'Notes');
    await tabTo(page, 'Pickup time', { backwards: true });
    await tabTo(page, 'Book Session');
    await page.keyboard.press('Enter');
    await toast(page, 'Boarding Stay Created');
    await page.waitForURL(/\/checkout\?booking_id=\d+/);

    // The sandbox card form: Enter in the last field submits it.
    await page.getByText('$178.00', { exact: true }).first().waitFor();
    await tabTo(page, 'Card number');
    await page.keyboard.type('4242424242424242');
    await tabTo(page, 'Expiry (MM/YY)');
    await page.keyboard.type('1234');
    await tabTo(page, 'CVC');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await toast(page, 'Payment Successful');
    await page.waitForURL(/\/dashboard$/);

    // The paid booking: Bookings, View Details, and Escape closes the details again.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(page, 'Bookings');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/bookings');
    await page.getByRole('button', { name: 'View Details' }).waitFor();
    await tabTo(page, 'View Details');
    await page.keyboard.press('Space');
    const details = page.getByRole('dialog');
    await details.getByText('Paid with VISA ending in 4242', { exact: false }).waitFor();
    await details.getByText('Confirmed', { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });
});
