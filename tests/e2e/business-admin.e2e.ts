// The business gets a seat (issue 26): a trainer who signs up with the Trainer Account switch waits
// for approval; the demo administrator approves them at /admin/team and they get the trainer tools;
// the administrator changes the boarding price at /admin/settings and the next stay is priced with
// it while an existing one keeps its price. The price is put back afterwards: the specs share a server.
import { afterAll, describe, expect, test } from 'vitest';
import { request } from 'playwright-core';
import { signInAsDemo, signUpThroughUi } from './support/accounts';
import { baseUrl, browserMissing, useBrowserSession } from './support/browser';
import { bookStayThroughApi } from './support/bookings';
import { addVaccinatedPetThroughApi } from './support/pets';
import { toast } from './support/toast';

describe.skipIf(browserMissing)('the business', () => {
  const session = useBrowserSession();

  afterAll(async () => {
    // Back to SPEC's price for the specs that follow.
    const admin = await request.newContext({ baseURL: baseUrl });
    await admin.post('/api/login', { data: { username: 'demo_admin', password: 'demo-admin-pass' } });
    const { version } = (await (await admin.get('/api/admin/settings')).json()) as { version: number };
    await admin.put('/api/admin/settings', { data: { version, prices: { boardingNightCents: 8900 } } });
    await admin.dispose();
  });

  test('an administrator approves a trainer who signed up with the switch, who then gets the trainer tools', async () => {
    const { page, context } = session;
    const applicant = await signUpThroughUi(page, { asTrainer: true });
    expect(await page.getByRole('button', { name: 'Trainer Tools' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Trainer Application' }).click();
    await page.getByRole('menuitem', { name: 'Trainer application pending' }).click();
    await page.waitForURL('**/trainer-application');
    await page.getByRole('alert').filter({ hasText: 'Trainer application pending' }).waitFor();

    const adminPage = await context
      .browser()!
      .newContext({ baseURL: baseUrl })
      .then((adminContext) => adminContext.newPage());
    await signInAsDemo(adminPage, 'business');
    await adminPage.getByRole('button', { name: 'Admin' }).click();
    await adminPage.getByRole('menuitem', { name: 'Team' }).click();
    const card = adminPage.locator('[aria-label^="Application of"]').filter({ hasText: applicant.email });
    await card.getByRole('button', { name: 'Approve' }).click();
    await toast(adminPage, 'Trainer Approved');
    await adminPage.context().close();

    await page.reload();
    await page.getByRole('button', { name: 'Trainer Tools' }).click();
    await page.getByRole('menuitem', { name: 'Curriculum Builder' }).waitFor();
  });

  test('an administrator raises the boarding price: the next stay costs the new price, an existing one keeps its own', async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');
    const pet = await addVaccinatedPetThroughApi(page, { name: 'Pricey' });
    const before = await bookStayThroughApi(page, pet.id, 70, 2);
    expect(before.totalPrice).toBe(2 * 8900);

    await page.context().clearCookies();
    await signInAsDemo(page, 'business');
    await page.goto('/admin/settings');
    const price = page.getByRole('textbox', { name: 'Boarding per night ($)' });
    await price.fill('95.00');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(page, 'Settings Saved');
    await page.goto('/admin/audit');
    await page.getByText('Changed the prices').first().waitFor();

    await page.context().clearCookies();
    await signInAsDemo(page, 'owner');
    const after = await bookStayThroughApi(page, pet.id, 80, 2);
    expect(after.totalPrice).toBe(2 * 9500);
    const kept = await (await page.request.get(`/api/bookings/${before.id}`)).json();
    expect(kept.totalPrice).toBe(2 * 8900);
  });
});
