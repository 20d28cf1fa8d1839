// The whole skill journey (issue 10): an owner adds a training skill for a pet with a boarding
// stay, checks out and sees it as a line of the booking; the demo trainer moves it two steps,
// uploads a short video and completes it; the owner sees 100% and the video plays.
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Skill, SkillProgress } from '../../common/skill-schemas';
import { signInAsDemo, signUpThroughUi } from './support/accounts';
import { browserMissing, useBrowserSession } from './support/browser';
import { bookStayThroughApi } from './support/bookings';
import { addVaccinatedPetThroughApi } from './support/pets';
import { recordTinyWebm } from './support/videos';
import { useMorningBusinessDay } from './support/morning';
import { checkInThroughApi, finishDemoTrainersOpenSkills, signInThroughApi } from './support/skills';
import { payWithTestCard } from './support/checkout';
import { toast } from './support/toast';

/** A published skill the journey can use: at least 3 steps (two moves, then completion). */
async function chooseSkill(page: Page): Promise<Skill> {
  const response = await page.request.get('/api/training-skills');
  const skills = (await response.json()) as Skill[];
  const skill = skills.find((candidate) => candidate.steps.length >= 3);
  if (!skill) throw new Error('No published skill with at least 3 steps: the seed should have some.');
  return skill;
}

describe.skipIf(browserMissing)('training skills', () => {
  const session = useBrowserSession();
  // The stay starts today, so staff can check it in before the trainer teaches (decisions.md 59).
  useMorningBusinessDay();

  test('an owner buys a skill onto a stay, the trainer teaches it with video proof, the owner sees 100%', async () => {
    const { page, context } = session;
    await finishDemoTrainersOpenSkills(page);
    const owner = await signUpThroughUi(page);
    // A name no other spec uses, so the trainer's list shows exactly this pet's item.
    const petName = `Rex ${randomBytes(2).toString('hex')}`;
    const pet = await addVaccinatedPetThroughApi(page, { name: petName });
    const skill = await chooseSkill(page);
    const stay = await bookStayThroughApi(page, pet.id, 0, skill.minimumNights);

    // The menu: Add to Cart, the pet chooser has the one eligible pet chosen already.
    await page.goto('/training-skills');
    await page.getByRole('article', { name: skill.name }).getByRole('button', { name: 'Add to Cart' }).click();
    const chooser = page.getByRole('dialog', { name: `Add ${skill.name} to Cart` });
    await chooser.getByText(`Joins ${petName}'s boarding stay`, { exact: false }).waitFor();
    await chooser.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, 'Added to cart');
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    // The cart: the stay it joins, then Checkout straight on to paying the stay's new total.
    await page.getByRole('link', { name: /View Cart/ }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByText(`Joins ${petName}'s boarding stay`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await toast(page, 'Checkout complete');
    await page.waitForURL(new RegExp(`/checkout\\?booking_id=${stay.id}$`));
    await page.getByText(`${skill.name}`, { exact: false }).first().waitFor();
    await payWithTestCard(page);
    await toast(page, 'Payment Successful');
    await page.goto('/bookings');
    await page.getByRole('button', { name: 'View Details' }).click();
    await page.getByText(`Training skill: ${skill.name} (${petName})`, { exact: false }).waitFor();

    // The demo trainer is the least-loaded trainer when this spec checks out (it has just finished
    // the skills the demo data gave it, and ties go to the longest-registered trainer).
    const progressResponse = await page.request.get(`/api/pets/${pet.id}/skill-progress`);
    const [progress] = (await progressResponse.json()) as SkillProgress[];
    expect(progress?.trainerName, 'the skill should be assigned to the demo trainer').toBe('Jordan Rivera');

    // Staff check the pet in: the skill can be taught from now on.
    await checkInThroughApi(stay.id);

    // The trainer: two steps forward, a video, Mark Complete.
    await context.clearCookies();
    await signInAsDemo(page, 'trainer');
    const video = await recordTinyWebm(page);
    await page.goto('/trainer-skills');
    const item = page.getByRole('article', { name: new RegExp(`^${petName}`) });
    await item.getByText(`Step 1 of ${skill.steps.length}: ${skill.steps[0]}`).waitFor();
    await item.getByRole('button', { name: 'Next step' }).click();
    await item.getByText(`Step 2 of ${skill.steps.length}: ${skill.steps[1]}`).waitFor();
    await item.getByRole('button', { name: 'Next step' }).click();
    await item.getByText(`Step 3 of ${skill.steps.length}: ${skill.steps[2]}`).waitFor();
    await item.getByLabel('Choose video').setInputFiles(video);
    await item.getByLabel(`Video proof: ${petName}, ${skill.name}`).waitFor();
    await item.getByRole('button', { name: 'Mark Complete' }).click();
    await page
      .getByRole('dialog', { name: `Complete ${skill.name}?` })
      .getByRole('button', { name: 'Mark Complete' })
      .click();
    await page.getByRole('tab', { name: /^Completed \(\d+\)$/ }).click();
    await page
      .getByRole('article', { name: new RegExp(`^${petName}`) })
      .getByText('100%')
      .waitFor();

    // The owner: 100% and a video that plays (the file is served to the owner with ranges). The
    // pet's progress is the PetSkillProgress component, which /training?petId= shows.
    await signInThroughApi(page, owner.username, owner.password);
    await page.goto(`/training?petId=${pet.id}`);
    const owned = page.getByRole('article', { name: skill.name });
    await owned.getByText('100%').waitFor();
    const player = owned.getByLabel(`Video proof: ${petName}, ${skill.name}`);
    await player.waitFor();
    // Typed by hand: the e2e project compiles without the DOM library.
    const played = await player.evaluate(async (element) => {
      const media = element as unknown as { muted: boolean; currentTime: number; play(): Promise<void> };
      media.muted = true;
      await media.play();
      for (let waited = 0; media.currentTime === 0 && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return media.currentTime;
    });
    expect(played).toBeGreaterThan(0);
  });
});
