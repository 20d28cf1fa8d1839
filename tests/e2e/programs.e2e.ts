// The training catalogue as an owner meets it: a seeded sample program found under the
// Beginner tab, its detail view opened, a pet enrolled, and the button turning to 'Enrolled'
// without a reload; the pet's training page then shows the version it follows.
import { describe, test } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, useBrowserSession } from './support/browser';
import { addPetThroughApi } from './support/pets';
import { toast } from './support/toast';

describe.skipIf(browserMissing)('training programs', () => {
  const session = useBrowserSession();

  test('an owner finds Basic Obedience Training under Beginner, enrols a pet and sees Enrolled', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    const pet = await addPetThroughApi(page, { name: 'Rex' });

    await page.goto('/training-programs');
    await page.getByRole('tab', { name: 'Beginner', exact: true }).click();
    const card = page.getByRole('article', { name: 'Basic Obedience Training' });
    await card.getByText('$149.00').waitFor();
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL('**/training-programs?program=*');
    await page.getByRole('heading', { name: 'Basic Obedience Training' }).waitFor();
    await page.getByRole('tab', { name: 'Requirements' }).click();
    await page.getByRole('tab', { name: 'Curriculum' }).click();

    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await toast(page, 'Enrollment Successful');
    await page.getByRole('button', { name: 'Enrolled' }).and(page.locator('[disabled]')).waitFor();

    await page.goto(`/training?petId=${pet.id}`);
    const enrolment = page.getByRole('article', { name: 'Rex: Basic Obedience Training' });
    await enrolment.getByText('Version 1').waitFor();
  });
});
