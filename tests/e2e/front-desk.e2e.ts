// A stay through the front desk (issue 28): the owner books a stay starting today with a training
// skill on it and pays; a skill cannot be taught before check-in; staff check the pet in at
// /admin/today, log a meal and a dose with a photo in the journal while the owner's open booking
// shows them live, without a reload; the trainer teaches a step during the stay; staff check the
// pet out; the owner gets one digest mail for the day.
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { request, type Page } from 'playwright-core';
import type { Skill, SkillProgress } from '../../common/skill-schemas';
import { signInAsDemo } from './support/accounts';
import { baseUrl, browserMissing, useBrowserSession } from './support/browser';
import { bookStayThroughApi } from './support/bookings';
import { useMorningBusinessDay } from './support/morning';
import { messagesTo } from './support/outbox';
import { addVaccinatedPetThroughApi } from './support/pets';
import { finishDemoTrainersOpenSkills } from './support/skills';
import { payWithTestCard } from './support/checkout';
import { toast } from './support/toast';

// A 2x2 PNG: the upload route checks the file's bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function signUpOwner(page: Page) {
  const username = `desk_${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const response = await page.request.post('/api/register', { data: { username, password: 'front-desk-walk', email } });
  if (!response.ok()) throw new Error(`POST /api/register answered ${response.status()}: ${await response.text()}`);
  return { username, email };
}

/** The owner's pet with care instructions: breakfast at 07:00 and a pill at 08:00. */
async function petWithCare(page: Page, name: string) {
  const pet = await addVaccinatedPetThroughApi(page, { name });
  const care = await page.request.put(`/api/pets/${pet.id}/care`, {
    data: {
      feeding: [{ time: '07:00', food: 'Kibble', amount: '1 cup' }],
      medications: [{ name: 'Carprofen', dose: '25 mg', times: ['08:00'], withFood: true }],
      emergencyContact: null,
      vet: null,
      pickupPeople: [],
    },
  });
  if (!care.ok()) throw new Error(`PUT care answered ${care.status()}: ${await care.text()}`);
  return pet;
}

/** The cheapest published skill a 2-night stay can hold, bought onto the pet's stay at checkout. */
async function buySkillForStay(page: Page, petId: number): Promise<Skill> {
  const skills = (await (await page.request.get('/api/training-skills')).json()) as Skill[];
  const skill = skills.filter((candidate) => candidate.minimumNights <= 2 && candidate.steps.length >= 2)[0];
  if (!skill) throw new Error('No published skill fits a 2-night stay: the seed should have one.');
  const added = await page.request.post('/api/cart', { data: { skillId: skill.id, petId } });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const checkout = await page.request.post('/api/checkout', { data: { cartItems: [id] } });
  if (!checkout.ok()) throw new Error(`POST /api/checkout answered ${checkout.status()}: ${await checkout.text()}`);
  return skill;
}

describe.skipIf(browserMissing)('a stay through the front desk', () => {
  const session = useBrowserSession();
  useMorningBusinessDay();

  test('check-in, a live journal with a photo, a skill taught during the stay, check-out and one digest', async () => {
    const { page: ownerPage, context } = session;
    // The demo trainer, with nothing open, is the one the skill goes to.
    await finishDemoTrainersOpenSkills(ownerPage);
    const owner = await signUpOwner(ownerPage);
    const petName = `Juniper ${randomBytes(2).toString('hex')}`;
    const pet = await petWithCare(ownerPage, petName);

    // The owner books a stay from 9 AM today, adds a skill to it, and pays in the browser.
    const stay = await bookStayThroughApi(ownerPage, pet.id, 0, 2);
    const skill = await buySkillForStay(ownerPage, pet.id);
    await ownerPage.goto(`/checkout?booking_id=${stay.id}`);
    await payWithTestCard(ownerPage);
    await toast(ownerPage, 'Payment Successful');

    // Before check-in, the skill cannot be moved along.
    const [progress] = (await (await ownerPage.request.get(`/api/pets/${pet.id}/skill-progress`)).json()) as SkillProgress[];
    expect(progress?.trainerName, 'the skill should be assigned to the demo trainer').toBe('Jordan Rivera');
    const trainer = await request.newContext({ baseURL: baseUrl });
    expect((await trainer.post('/api/login', { data: { username: 'demo_trainer', password: 'demo-trainer-pass' } })).ok()).toBe(true);
    const early = await trainer.put(`/api/skill-progress/${progress.id}`, { data: { currentStep: 1 } });
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      `${petName} is not checked in yet. A skill bought for a stay is taught from check-in until a week after check-out.`,
    );

    // Staff check the pet in at /admin/today.
    const desk = await (await context.browser()!.newContext({ baseURL: baseUrl })).newPage();
    await signInAsDemo(desk, 'business');
    await desk.goto('/admin/today');
    await desk.getByRole('button', { name: `Check in ${petName}` }).click();
    const checkIn = desk.getByRole('dialog', { name: `Check in: ${petName}` });
    await checkIn.getByLabel('Belongings brought').fill('Red leash');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await toast(desk, `${petName}: done.`);

    // The owner opens the stay and keeps it open.
    await ownerPage.goto(`/bookings?booking=${stay.id}`);
    const details = ownerPage.getByRole('dialog');
    await details.getByText('Stay journal').waitFor();
    await details.getByText('Nothing logged yet.').waitFor();

    // Staff log breakfast and the pill with a photo.
    const inHouse = desk.getByRole('region', { name: 'In house' });
    await inHouse.getByRole('button', { name: `Journal for ${petName}` }).click();
    const journal = desk.getByRole('dialog', { name: `Journal: ${petName}` });
    await journal.getByRole('combobox', { name: 'Which meal' }).click();
    await desk.getByRole('option', { name: /^07:00 Kibble, 1 cup/ }).click();
    await journal.getByText('Ate all', { exact: true }).click();
    await journal.getByRole('button', { name: 'Log entry' }).click();
    await toast(desk, `Meal for ${petName}.`);
    await journal.getByRole('combobox', { name: 'What happened' }).click();
    await desk.getByRole('option', { name: 'Medication', exact: true }).click();
    await journal.getByRole('combobox', { name: 'Which dose' }).click();
    await desk.getByRole('option', { name: /^08:00 Carprofen 25 mg/ }).click();
    await journal.getByText('Given', { exact: true }).click();
    await journal.getByLabel('Note').fill('Took it in a treat');
    await journal.locator('input[type=file]').setInputFiles({ name: 'pill.png', mimeType: 'image/png', buffer: PNG });
    await journal.getByRole('button', { name: 'Log entry' }).click();
    await toast(desk, `Medication for ${petName}.`);

    // The owner's open page shows both, with the photo, without a reload.
    await details
      .getByRole('article', { name: /^Meal,/ })
      .getByText('Ate all')
      .waitFor();
    const dose = details.getByRole('article', { name: /^Medication,/ });
    await dose.getByText('Carprofen: given').waitFor();
    await dose.getByText('Took it in a treat').waitFor();
    await dose.getByRole('img', { name: `Photo of ${petName}` }).waitFor();

    // The board counts the rounds as logged.
    await inHouse.getByText('Give Carprofen 25 mg at 08:00, logged').waitFor();

    // The trainer teaches a step during the stay (its own screens are the skills spec's walk).
    expect((await trainer.put(`/api/skill-progress/${progress.id}`, { data: { currentStep: 1 } })).status()).toBe(200);

    // Staff check the pet out; the owner gets one digest mail for the day.
    await desk.keyboard.press('Escape');
    await inHouse.getByRole('button', { name: `Check out ${petName}` }).click();
    const checkOut = desk.getByRole('dialog', { name: `Check out: ${petName}` });
    await checkOut.getByLabel('Belongings handed back').fill('Red leash');
    await checkOut.getByRole('button', { name: 'Check out' }).click();
    await toast(desk, `${petName}: done.`);
    await expect
      .poll(async () => (await messagesTo(owner.email)).filter((mail) => mail.subject.includes('day with us')).length, { timeout: 10_000 })
      .toBe(1);
    const [digest] = (await messagesTo(owner.email)).filter((mail) => mail.subject.includes('day with us'));
    expect(digest.text).toContain('Meal (ate all)');
    expect(digest.text).toContain('Medication (Carprofen, given)');
    // The owner sees the step; the trainer finishes the skill within the week after check-out.
    await ownerPage.goto(`/training?petId=${pet.id}`);
    await ownerPage.getByRole('article', { name: skill.name }).getByText(`Step 2 of ${skill.steps.length}`, { exact: false }).waitFor();
    expect((await trainer.put(`/api/skill-progress/${progress.id}`, { data: { completed: true } })).status()).toBe(200);
    await trainer.dispose();
    await desk.context().close();
  });
});
