// Notifications and account recovery as a person meets them: a notification created elsewhere
// shows up live (toast, red dot, the bell's list, Recent Activity) without a reload; and a
// forgotten password is reset through the emailed link, read from the server's outbox.
import { describe, expect, test } from 'vitest';
import type { Page, WebSocket } from 'playwright-core';
import { signUpThroughUi } from './support/accounts';
import { browserMissing, phoneViewport, useBrowserSession } from './support/browser';
import { waitForResetLink } from './support/outbox';

/** Resolves once the page's real-time socket has opened and said who it is. */
function realtimeReady(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith('/ws')) return;
      socket.once('framesent', () => resolve(socket));
    });
  });
}

describe.skipIf(browserMissing)('notifications and account recovery', () => {
  const session = useBrowserSession();

  test('a notification created elsewhere appears live: toast, red dot, list, Recent Activity', async () => {
    const { page } = session;
    const ready = realtimeReady(page);
    await signUpThroughUi(page);
    await ready;
    const before = await page
      .locator('header')
      .getByRole('button', { name: /^Notifications/ })
      .getAttribute('aria-label');
    const unreadBefore = Number(/(\d+) unread/.exec(before ?? '')?.[1] ?? 0);

    // Another request context of the same user (another tab, say) creates one.
    const other = await session.context.newPage();
    const response = await other.request.post('/api/notifications', {
      data: { title: 'Walk reminder', message: 'Rex has a walk booked for 5 PM.', type: 'info', data: { url: '/bookings' } },
    });
    expect(response.status()).toBe(201);
    await other.close();

    // No reload: the toast, then the dot with the new count, then the list and Recent Activity.
    await page.locator('.mantine-Notification-root').getByText('Walk reminder').waitFor();
    const bell = page.locator('header').getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` });
    await bell.waitFor();
    await page.getByRole('region', { name: 'Recent Activity' }).getByText('Walk reminder').waitFor();

    await bell.click();
    const item = page.getByRole('listitem', { name: 'Walk reminder' });
    await item.getByText('Rex has a walk booked for 5 PM.').waitFor();
    await item.getByText('just now').waitFor();

    // The item opens its page and counts as read.
    await item.getByRole('button', { name: 'Open: Walk reminder' }).click();
    await page.waitForURL('**/bookings');
    const afterRead = unreadBefore ? `Notifications, ${unreadBefore} unread` : 'Notifications';
    await page.locator('header').getByRole('button', { name: afterRead, exact: true }).waitFor();
  });

  test("the dashboard's Test Notification reaches a second tab of the same user live", async () => {
    const { page } = session;
    await signUpThroughUi(page);
    const second = await session.context.newPage();
    const ready = realtimeReady(second);
    await second.goto('/bookings');
    await ready;

    await page.getByRole('button', { name: 'Test Notification' }).click();

    await second.locator('.mantine-Notification-root').getByText('Test Notification', { exact: true }).waitFor();
    await second
      .locator('header')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .waitFor();
    await second.close();
  });

  test('at 375px a toast that arrives while the navigation menu is open stays under the menu', async () => {
    const { page } = session;
    await page.setViewportSize(phoneViewport);
    const ready = realtimeReady(page);
    await signUpThroughUi(page);
    await ready;
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'My Pets', exact: true }).waitFor();

    const other = await session.context.newPage();
    await other.request.post('/api/notifications', {
      data: { title: 'Walk reminder', message: 'Rex has a walk booked for 5 PM.', type: 'info' },
    });
    await other.close();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Walk reminder' });
    await toast.waitFor();

    // Where the toast and the menu overlap, the menu is what a tap reaches. On a phone toasts rise
    // from the bottom: one below the menu's end covers none of it.
    const box = (await toast.boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    if (box.y >= menuBox.y + menuBox.height) return;
    const point = { x: menuBox.x + menuBox.width / 2, y: box.y + box.height / 2 };
    expect(point.y).toBeGreaterThan(menuBox.y);
    const topmostIsMenu = await page.evaluate<boolean>(
      `Boolean(document.elementFromPoint(${point.x}, ${point.y})?.closest('[role="menu"]'))`,
    );
    expect(topmostIsMenu).toBe(true);
  });

  test('forgot password: the emailed link resets it, then the new password signs in', async () => {
    const { page } = session;
    const user = await signUpThroughUi(page);
    // Signed out by force: the open page's real-time channel may try to reconnect without a cookie.
    session.allowConsoleError(/WebSocket connection to .* failed: HTTP Authentication failed/);
    await session.context.clearCookies();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email').waitFor();
    await page.getByText('If an account with that email exists, a password reset link will be sent shortly.').waitFor();

    const link = await waitForResetLink(user.email);
    expect(link).toMatch(/^\/reset-password\?token=[0-9a-f]+&email=/);
    await page.goto(link);
    const newPassword = 'fresh-river-stone';
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password Reset Complete').waitFor();

    // The link is single use.
    await page.goto(link);
    await page.getByLabel('New Password').fill('another-new-pass');
    await page.getByLabel('Confirm Password').fill('another-new-pass');
    session.allowConsoleError(/status of 400/);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('An error occurred. Your password reset link may have expired.').waitFor();

    await page.goto('/auth');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel(/^username/i).fill(user.username);
    await login.getByLabel(/^password/i).fill(newPassword);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`Welcome, ${user.firstName}!`).waitFor();
  });
});
