// The trainer workspace (issue 11): a pet enrolled in the demo trainer's program is one of their
// clients; the trainer finds it on /trainer/clients, logs a session and sends a report card with
// a photo; the owner sees the card, its rating and the photo on the pet's timeline.
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Program } from '../../common/program-schemas';
import { demoAccounts } from '../../web/src/lib/demo-accounts';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, useBrowserSession } from './support/browser';
import { addPetThroughApi } from './support/pets';
import { payThroughApi } from './support/demo-scene';
import { toast } from './support/toast';

// A 2x2 PNG: the upload route checks the file's bytes, not just its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const trainer = demoAccounts.trainer;

/** Leaves the app first: a page still open would reconnect its live channel without a session. */
async function signOutOfPage(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

async function signInThroughApi(page: Page, username: string, password: string) {
  await signOutOfPage(page);
  const response = await page.request.post('/api/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`POST /api/login answered ${response.status()}: ${await response.text()}`);
}

describe.skipIf(browserMissing)('trainer workspace', () => {
  const session = useBrowserSession();

  test('a trainer logs a session and sends a report card with a photo; the owner sees it on the timeline', async () => {
    const { page } = session;

    const owner = await signUpThroughUi(page);
    const petName = `Pip ${randomBytes(2).toString('hex')}`;
    const pet = await addPetThroughApi(page, { name: petName });

    // One of the demo trainer's published programs makes the pet a client once it is enrolled.
    await signInThroughApi(page, trainer.username, trainer.password);
    const mine = (await (await page.request.get('/api/training-programs?mine=true')).json()) as Program[];
    const program = mine.find((candidate) => candidate.published);
    if (!program) throw new Error('The demo trainer has no published program: the seed should have one.');
    await signInThroughApi(page, owner.username, owner.password);
    const enrol = await page.request.post(`/api/training-programs/${program.id}/enroll`, { data: { petId: pet.id } });
    expect(enrol.ok(), await enrol.text()).toBe(true);
    // A priced program's enrolment counts (makes the pet a client) once paid (decisions.md 72).
    const enrolled = (await enrol.json()) as { id: number; paymentStatus: string };
    if (enrolled.paymentStatus === 'pending') await payThroughApi(page, enrolled.id, 'enrollmentId');

    // The trainer: Trainer Tools > Clients, search, open the pet.
    await signInThroughApi(page, trainer.username, trainer.password);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Trainer Tools' }).click();
    await page.getByRole('menuitem', { name: 'Clients' }).click();
    await page.waitForURL(/\/trainer\/clients$/);
    await page.getByLabel('Search clients').fill(petName);
    await page.getByRole('article', { name: petName }).getByRole('link', { name: petName }).click();
    await page.waitForURL(new RegExp(`/trainer/clients/${pet.id}`));
    await page.getByRole('region', { name: 'Pet profile' }).getByText(`Breed:`, { exact: false }).waitFor();

    // Log a session.
    await page.getByRole('button', { name: 'Log Session' }).click();
    const sessionDialog = page.getByRole('dialog', { name: 'Log Session' });
    await sessionDialog.getByLabel('Duration (minutes)').fill('45');
    await sessionDialog.getByLabel('Notes').fill('Loose-leash walking around the block');
    await sessionDialog.getByRole('button', { name: 'Log Session' }).click();
    await toast(page, 'Session logged');
    await page.getByText('Loose-leash walking around the block').waitFor();

    // Send a report card with a photo.
    await page.getByRole('tab', { name: 'Report cards' }).click();
    await page.getByRole('button', { name: 'Send report card' }).click();
    const cardDialog = page.getByRole('dialog', { name: `Send report card for ${petName}` });
    await cardDialog.getByLabel('Worked on').fill('Recall in the park');
    // The fourth star: its label is what a pointer clicks (Enter would submit the form).
    const fourth = await cardDialog.getByRole('radio', { name: '4 of 5' }).getAttribute('id');
    await cardDialog.locator(`label[for="${fourth}"]`).click();
    await cardDialog.getByLabel('Add photos or video').setInputFiles({ name: 'park.png', mimeType: 'image/png', buffer: PNG });
    await cardDialog.getByRole('button', { name: 'Send Report Card' }).click();
    await toast(page, 'Report card sent');
    await page
      .getByRole('img', { name: `Photo of ${petName}` })
      .first()
      .waitFor();

    // The trainer's analytics count the session this week, and the CSV download answers.
    await page.getByRole('button', { name: 'Trainer Tools' }).click();
    await page.getByRole('menuitem', { name: 'Analytics' }).click();
    await page.waitForURL(/\/trainer\/analytics$/);
    const sessions = page.getByRole('region', { name: 'Sessions per week' });
    await sessions.getByRole('table', { name: 'Sessions per week figures' }).waitFor();
    const csvHref = await sessions.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csvHref).toBe('/api/trainer/analytics.csv?chart=sessions');
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);

    // The owner: the pet's timeline has the session and the report card with its photo.
    await signInThroughApi(page, owner.username, owner.password);
    await page.goto(`/pets/${pet.id}?tab=timeline`);
    await page.getByRole('tab', { name: 'Timeline', selected: true }).waitFor();
    await page.getByLabel('Report card').first().waitFor();
    await page.getByLabel('Training session').first().waitFor();
    await page.getByLabel('Rated 4 of 5').waitFor();
    const photo = page.getByRole('img', { name: `Photo of ${petName}` }).first();
    await photo.waitFor();
    const loaded = await photo.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth);
    expect(loaded).toBe(2);
  });
});
