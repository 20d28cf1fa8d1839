// The sandbox's card form at /checkout, filled the way an owner does: a Stripe test number, an
// expiry in the future (December 2034) and a CVC, then Complete Payment.
import type { Page } from 'playwright-core';

export async function payWithTestCard(page: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Complete Payment' }).click();
}
