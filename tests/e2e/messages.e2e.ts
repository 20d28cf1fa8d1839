// Messages as people use them (issue 29, decisions.md 63): an owner and the business's staff, then an
// owner on a phone and their pet's trainer, each in a browser of their own, exchange text and a photo;
// each sees the other's message arrive without a reload and the unread count in the nav move. A third
// person gets 404 on the conversation and on its photo.
import { describe, expect, test } from 'vitest';
import { request, type Browser, type Page } from 'playwright-core';
import { signUpThroughUi } from './support/accounts';
import { baseUrl, browserMissing, phoneViewport, useBrowserSession } from './support/browser';
import { signInThroughApi } from './support/skills';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The nav's Messages button, whatever its count; and its count (0 when it says none). */
const messagesButton = (page: Page) => page.locator('header').getByRole('link', { name: /^Messages(, \d+ unread)?$/ });
async function unreadCount(page: Page): Promise<number> {
  const label = await messagesButton(page).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);
}
const unreadIs = (page: Page, count: number) =>
  page
    .locator('header')
    .getByRole('link', { name: count > 0 ? `Messages, ${count} unread` : 'Messages', exact: true })
    .waitFor();

/** A page of its own (cookies apart) for another person, signed in through the API. */
async function secondPerson(browser: Browser, username: string, password: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: baseUrl, ...(viewport ? { viewport } : {}) });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await signInThroughApi(page, username, password);
  return { context, page };
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('log').getByText(text).waitFor();
}

async function sendPhoto(page: Page, name: string) {
  await page.getByLabel('Choose a photo or video').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await page.getByRole('log').getByRole('img').last().waitFor();
}

/** A stranger, signed in, asks for the conversation and the photo's address: both are 404. */
async function strangerIsTurnedAway(conversationId: number, photoUrl: string) {
  const stranger = await request.newContext({ baseURL: baseUrl });
  try {
    const username = `stranger_${Date.now().toString(36)}`;
    const registered = await stranger.post('/api/register', {
      data: {
        username,
        email: `${username}@example.com`,
        firstName: 'Sly',
        lastName: 'Stranger',
        password: 'quiet-harbour-lane',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    expect((await stranger.get(`/api/conversations/${conversationId}`)).status()).toBe(404);
    expect((await stranger.get(`/api/conversations/${conversationId}/messages`)).status()).toBe(404);
    expect((await stranger.get(photoUrl)).status()).toBe(404);
  } finally {
    await stranger.dispose();
  }
}

describe.skipIf(browserMissing)('messages', () => {
  const session = useBrowserSession();

  test('an owner asks the business; staff answer with text and a photo; both see it live and the counts move', async () => {
    const owner = session.page;
    await signUpThroughUi(owner);
    const staff = await secondPerson(session.context.browser()!, 'demo_admin', 'demo-admin-pass');
    try {
      await staff.page.goto('/messages');
      await staff.page.getByRole('heading', { name: 'Messages' }).waitFor();
      const staffUnreadBefore = await unreadCount(staff.page);

      // The owner starts the conversation from /messages and writes.
      await owner.goto('/messages');
      await owner.getByRole('button', { name: 'Message the business' }).first().click();
      await owner.waitForURL(/\/messages\/\d+$/);
      const conversationId = Number(/\/messages\/(\d+)$/.exec(owner.url())![1]);
      await send(owner, 'Hello! Can I drop Rex off at 8 tomorrow?');

      // Staff see it arrive without a reload: the inbox row and the nav's count.
      await unreadIs(staff.page, staffUnreadBefore + 1);
      await staff.page.getByRole('link', { name: /^Robin Walker, 1 unread$/ }).click();
      await staff.page.getByRole('log').getByText('Hello! Can I drop Rex off at 8 tomorrow?').waitFor();
      await unreadIs(staff.page, staffUnreadBefore);

      // The owner sees that the business read it; staff answer with text and a photo.
      await owner.getByText('Seen').waitFor();
      const ownerUnreadBefore = await unreadCount(owner);
      await owner.goto('/dashboard');
      await send(staff.page, 'Of course, see you at 8. Here is his run.');
      await sendPhoto(staff.page, 'run.png');
      await unreadIs(owner, ownerUnreadBefore + 2);

      // The owner opens it: the text, who wrote it for the business, and the photo.
      await messagesButton(owner).click();
      await owner
        .getByRole('main')
        .getByRole('link', { name: /, 2 unread$/ })
        .click();
      const log = owner.getByRole('log');
      await log.getByText('Of course, see you at 8. Here is his run.').waitFor();
      const photo = log.getByRole('img').last();
      await photo.waitFor();
      const photoUrl = new URL((await photo.getAttribute('src'))!, baseUrl).pathname;
      await unreadIs(owner, ownerUnreadBefore);

      await strangerIsTurnedAway(conversationId, photoUrl);
    } finally {
      await staff.context.close();
    }
  });

  test('on a phone, an owner and their pet’s trainer exchange messages live', async () => {
    const trainerPage = session.page;
    await signInThroughApi(trainerPage, 'demo_trainer', 'demo-trainer-pass');
    const owner = await secondPerson(session.context.browser()!, 'demo_owner', 'demo-owner-pass', phoneViewport);
    try {
      // The owner's phone: the count is in the bar without opening the menu.
      await owner.page.goto('/messages');
      await messagesButton(owner.page).waitFor();
      await owner.page.getByRole('link', { name: /^Jordan Rivera/ }).waitFor();

      // The trainer opens their conversation with the owner and writes.
      await trainerPage.goto('/messages');
      const withOwner = trainerPage.getByRole('link', { name: /^Alex Morgan/ });
      await withOwner.first().click();
      await trainerPage.waitForURL(/\/messages\/\d+$/);
      const unreadBefore = await unreadCount(owner.page);
      await send(trainerPage, 'Buddy nailed his loose-leash walk today!');
      await unreadIs(owner.page, unreadBefore + 1);

      // The owner opens it on the phone and answers with a photo; the trainer sees both live.
      await owner.page.getByRole('link', { name: /^Jordan Rivera, \d+ unread$/ }).click();
      await owner.page.getByRole('log').getByText('Buddy nailed his loose-leash walk today!').waitFor();
      await send(owner.page, 'Amazing, thank you! Here he is at home.');
      await sendPhoto(owner.page, 'home.png');
      await trainerPage.getByRole('log').getByText('Amazing, thank you! Here he is at home.').waitFor();
      await trainerPage.getByRole('log').getByRole('img').last().waitFor();
      const pageWidth = await owner.page.locator('html').evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(phoneViewport.width);
    } finally {
      await owner.context.close();
    }
  });
});
