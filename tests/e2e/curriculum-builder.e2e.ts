// The curriculum builder as a trainer uses it: two modules with lessons, a lesson moved with
// the keyboard buttons, the owner's preview, and publishing; the page's two panels side by side
// on a desktop and stacked on a phone.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, phoneViewport, useBrowserSession } from './support/browser';
import { toast } from './support/toast';

async function lessonTitles(page: Page) {
  const inputs = page.getByRole('textbox', { name: /^Lesson Title/ });
  return Promise.all((await inputs.all()).map((input) => input.inputValue()));
}

describe.skipIf(browserMissing)('curriculum builder', () => {
  const session = useBrowserSession();

  test('a trainer builds a program with two modules, reorders a lesson, previews and publishes it', async () => {
    const { page } = session;
    await signUpThroughUi(page, { asTrainer: true, approved: true });
    await page.goto('/curriculum-builder');
    await page.getByRole('heading', { name: 'Create New Program' }).waitFor();
    const title = `Puppy Basics ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Description/ }).fill('Short daily lessons for new puppies and their people.');
    await page.getByRole('textbox', { name: 'Price ($)' }).fill('149');

    await page.getByRole('button', { name: 'Add Module' }).click();
    await page.getByRole('textbox', { name: /^Module Title/ }).fill('Foundations');
    await page.getByRole('button', { name: 'Add lesson to module 1' }).click();
    await page.getByRole('button', { name: 'Add lesson to module 1' }).click();
    const lessons = page.getByRole('textbox', { name: /^Lesson Title/ });
    await lessons.nth(0).fill('Name game');
    await lessons.nth(1).fill('Sit');
    await page.getByRole('button', { name: 'Add step to lesson 2 of module 1' }).click();
    await page.getByRole('textbox', { name: 'Step 1 of lesson 2 of module 1' }).fill('Lure into a sit');

    await page.getByRole('button', { name: 'Add Module' }).click();
    await page
      .getByRole('textbox', { name: /^Module Title/ })
      .nth(1)
      .fill('Leash Skills');
    await page.getByRole('button', { name: 'Add lesson to module 2' }).click();
    await lessons.nth(2).fill('Loose leash');

    // Keyboard reordering: focus the button and press Enter.
    await page.getByRole('button', { name: 'Move lesson 2 of module 1 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await lessonTitles(page)).toEqual(['Sit', 'Name game', 'Loose leash']);

    await page.getByRole('button', { name: 'Add Equipment' }).click();
    await page.getByRole('textbox', { name: 'Equipment 1' }).fill('Treat pouch');

    await page.getByRole('button', { name: 'Preview as owner' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview as owner' });
    await preview.getByRole('heading', { name: title }).waitFor();
    await preview.getByText('$149.00').waitFor();
    await preview.getByText('3 lessons').waitFor();
    await preview.getByText('Foundations').first().waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await page.getByRole('switch', { name: /Published/ }).check({ force: true });
    await page.getByRole('button', { name: 'Create Program' }).click();
    await toast(page, 'Program Created');
    await page.getByRole('heading', { name: 'Create New Program' }).waitFor();

    const saved = page.getByRole('button', { name: `Edit ${title}` });
    await saved.getByText('Published', { exact: true }).waitFor();
    await saved.getByText('Version 1', { exact: true }).waitFor();
    await saved.click();
    await page.getByRole('heading', { name: `Edit: ${title}` }).waitFor();
    // The form draws in parts (decisions.md 106); Update Program comes with the last.
    await page.getByRole('button', { name: 'Update Program' }).waitFor();
    expect(await lessonTitles(page)).toEqual(['Sit', 'Name game', 'Loose leash']);

    // The catalogue shows the published program to everyone.
    await page.goto('/training-programs');
    await page.getByText(title).first().waitFor();
    // A long walk through a big form: more than the default minute on a busy machine.
  }, 150_000);

  test('the two panels sit side by side at 1280px and stack at 375px, and an unsaved form survives a reload', async () => {
    const { page } = session;
    await signUpThroughUi(page, { asTrainer: true, approved: true });
    await page.goto('/curriculum-builder');
    const createButton = page.getByRole('button', { name: 'Create New Program' });
    const form = page.getByRole('form', { name: 'New program' });
    await form.waitFor();
    const [listBox, formBox] = [await createButton.boundingBox(), await form.boundingBox()];
    expect(formBox!.x).toBeGreaterThan(listBox!.x + listBox!.width);

    await page.getByRole('textbox', { name: /^Title/ }).fill('Half finished');
    await page.setViewportSize(phoneViewport);
    const [phoneList, phoneForm] = [await createButton.boundingBox(), await form.boundingBox()];
    expect(phoneForm!.y).toBeGreaterThan(phoneList!.y + phoneList!.height);
    // Nothing sticks out sideways on a phone.
    const pageWidth = await page.locator('html').evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(phoneViewport.width);

    // Reloading with unsaved changes: the browser asks (beforeunload), then the draft comes back.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByText('Unsaved changes restored').waitFor();
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('Half finished');
  });

  test('leaving unsaved changes asks first, by a link or by the back button, and staying keeps them', async () => {
    const { page } = session;
    await signUpThroughUi(page, { asTrainer: true, approved: true });
    // Into the builder inside the app, so back stays in it too.
    await page.goto('/training-programs');
    await page.getByRole('heading', { name: 'Training Programs', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Trainer Tools' }).click();
    await page.getByRole('menuitem', { name: 'Curriculum Builder' }).click();
    await page.waitForURL('**/curriculum-builder');
    await page.getByRole('textbox', { name: /^Title/ }).fill('Not saved yet');
    const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });

    // A link in the bar: held, and the page stays as it was.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/curriculum-builder');
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('Not saved yet');

    // Back: the browser has moved when the app hears of it; held, it is put back, then done on Discard.
    await page.goBack();
    await ask.waitFor();
    expect(new URL(page.url()).pathname).toBe('/curriculum-builder');
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL('**/training-programs');
    await page.getByRole('heading', { name: 'Training Programs', level: 1 }).waitFor();

    // Forward again: the builder opens with nothing kept, and leaving asks nothing.
    await page.goForward();
    await page.waitForURL('**/curriculum-builder');
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL('**/training-programs');
    expect(await ask.isVisible()).toBe(false);
  });
});
