// Pets and vet records as an owner meets them: the two-step Add Pet dialog for a dog and a
// hamster (with a photo), the profile's Change Photo, and a vet record added, edited and
// deleted. Each test signs up its own owner, so one failure does not hide the others.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, phoneViewport, useBrowserSession } from './support/browser';
import { addPetThroughApi } from './support/pets';
import { toast } from './support/toast';

// A 2x2 PNG: the upload route checks the file's bytes, not just its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

// Run in the page, which passes it as source (the specs are typed without the DOM's globals).
const scrollTop = () => (globalThis as unknown as { scrollY: number }).scrollY;

async function pickOption(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(browserMissing)('pets and vet records', () => {
  const session = useBrowserSession();

  test('an owner adds a first dog through the two-step dialog', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    await page.goto('/pets');
    await page.getByText('No Pets Added Yet').waitFor();

    // Step 1 keeps the default type, step 2 takes the details.
    await page.getByRole('button', { name: 'Add Your First Pet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a New Pet' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: /pet name/i }).fill('Rex');
    await pickOption(page, /^breed/i, 'Beagle');
    await dialog.getByRole('textbox', { name: /age/i }).fill('4');
    await dialog.getByRole('button', { name: 'Add Pet' }).click();
    await toast(page, 'Pet added successfully');
    await dialog.waitFor({ state: 'hidden' });
    const rex = page.getByRole('article', { name: 'Rex' });
    await rex.getByText('Beagle').waitFor();
    await rex.getByText('4 years old').waitFor();
  });

  test('a hamster needs its kind before step 2, and its photo shows on the card', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    await page.goto('/pets');
    await page.getByRole('button', { name: 'Add Pet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a New Pet' });
    await dialog.getByRole('radio', { name: 'Small Animal' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Please select a small animal type').waitFor();
    await pickOption(page, /small animal type/i, 'Hamster');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: /pet name/i }).fill('Nibbles');
    await pickOption(page, /hamster breed/i, 'Roborovski Dwarf');
    await dialog.locator('input[type=file]').setInputFiles(photo('nibbles.png'));
    await dialog.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor();
    await dialog.getByRole('button', { name: 'Add Pet' }).click();
    await toast(page, 'Pet added successfully');
    await dialog.waitFor({ state: 'hidden' });

    const nibbles = page.getByRole('article', { name: 'Nibbles' });
    await nibbles.getByText('Hamster (Roborovski Dwarf)').waitFor();
    await nibbles.getByText('Age not specified').waitFor();
    const nibblesPhoto = nibbles.getByRole('img', { name: 'Photo of Nibbles' });
    expect(await nibblesPhoto.getAttribute('src')).toMatch(/^\/uploads\/pets\//);
    await expect.poll(() => nibblesPhoto.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  });

  test('an owner adds, edits and deletes a vet record from the profile', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    const rex = await addPetThroughApi(page, { name: 'Rex' });
    await page.goto(`/pets/${rex.id}`);
    await page.getByRole('heading', { name: 'Rex' }).waitFor();
    await page.getByText('No known medical conditions').waitFor();
    await page.getByRole('link', { name: /veterinary records/i }).click();
    await page.getByText('No Records Found').waitFor();

    await page.getByRole('button', { name: 'Add First Record' }).click();
    const recordDialog = page.getByRole('dialog', { name: 'Add Veterinary Record' });
    await recordDialog.getByRole('button', { name: 'Save Record' }).click();
    await recordDialog.getByText('Visit date is required').waitFor();
    await recordDialog.getByText('Veterinarian name is required').waitFor();
    await recordDialog.getByRole('textbox', { name: /visit date/i }).fill('March 5, 2024');
    await recordDialog.getByRole('heading', { name: 'Add Veterinary Record' }).click();
    await recordDialog.getByRole('textbox', { name: /^veterinarian/i }).fill('Dr. Lee');
    await recordDialog.getByRole('textbox', { name: /clinic name/i }).fill('Happy Paws Clinic');
    await recordDialog.getByRole('textbox', { name: /diagnosis/i }).fill('Ear infection');
    await recordDialog.getByRole('button', { name: 'Save Record' }).click();
    await toast(page, 'Veterinary record created successfully');
    const record = page.getByRole('article', { name: 'Ear infection' });
    await record.getByText('March 5, 2024').waitFor();
    await record.getByText('Dr. Lee').waitFor();

    await record.getByRole('button', { name: 'Edit record' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Veterinary Record' });
    await editDialog.getByRole('textbox', { name: /diagnosis/i }).fill('Ear infection, cleared');
    await editDialog.getByRole('button', { name: 'Update Record' }).click();
    await toast(page, 'Veterinary record updated successfully');
    await page.getByRole('article', { name: 'Ear infection, cleared' }).waitFor();

    await page.getByRole('button', { name: 'Delete record' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Veterinary Record' });
    await confirm.getByText('Are you sure you want to delete this veterinary record? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Veterinary record deleted successfully');
    await page.getByText('No Records Found').waitFor();
  });

  test("a photo changed on the profile shows on the list's card", async () => {
    const { page } = session;
    await signUpThroughUi(page);
    const rex = await addPetThroughApi(page, { name: 'Rex' });
    await page.goto(`/pets/${rex.id}`);
    await page.getByRole('heading', { name: 'Rex' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(photo('rex.png'));
    await toast(page, 'Photo updated');
    await page.getByRole('link', { name: /back to pets/i }).click();
    const rexPhoto = page.getByRole('article', { name: 'Rex' }).getByRole('img', { name: 'Photo of Rex' });
    expect(await rexPhoto.getAttribute('src')).toMatch(/^\/uploads\/pets\//);
  });

  test('a pet opened from far down the list opens at its top, and back returns to where the list was left', async () => {
    const { page } = session;
    await signUpThroughUi(page);
    for (const name of ['Ada', 'Bea', 'Cid', 'Dot', 'Eli', 'Fay']) await addPetThroughApi(page, { name });
    await page.setViewportSize(phoneViewport);
    await page.goto('/pets');
    const last = page.getByRole('article', { name: 'Fay' });
    await last.scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(scrollTop);
    expect(leftAt).toBeGreaterThan(300);

    await last.getByRole('link').click();
    await page.getByRole('heading', { name: 'Fay', level: 1 }).waitFor();
    expect(await page.evaluate(scrollTop)).toBe(0);

    await page.goBack();
    await last.waitFor();
    await page.waitForFunction((y) => Math.abs((globalThis as unknown as { scrollY: number }).scrollY - y) <= 1, leftAt);
  });
});
