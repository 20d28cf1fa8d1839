// The training catalogue as an owner meets it: a seeded sample program found under the
// Beginner tab, its detail view opened, a pet enrolled, and the button turning to 'Enrolled'
// without a reload; the pet's training page then shows the version it follows.
import { describe, test } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, useBrowserSession } from './support/browser';
import { addPetThroughApi } from './support/pets';
import { toast } from './support/toast';
import { payWithTestCard } from './support/checkout';

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
    const programPage = page.url();
    await page.getByRole('heading', { name: 'Basic Obedience Training' }).waitFor();
    await page.getByRole('tab', { name: 'Requirements' }).click();
    await page.getByRole('tab', { name: 'Curriculum' }).click();

    // A priced program is paid through the checkout before it counts (decisions.md 72).
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await page.waitForURL(/\/checkout\?enrollment_id=\d+/);
    await page.getByText('$149.00').first().waitFor();
    await payWithTestCard(page);
    await toast(page, 'Payment Successful');
    // Paid, it counts: the program says Enrolled.
    await page.goto(programPage);
    await page.getByRole('button', { name: 'Enrolled' }).and(page.locator('[disabled]')).waitFor();
    await page.goto(`/training?petId=${pet.id}`);
    const enrolment = page.getByRole('article', { name: 'Rex: Basic Obedience Training' });
    await enrolment.getByText('Version 1').waitFor();
  });
});
