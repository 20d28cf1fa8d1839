// Accounts for e2e specs, made the way a person makes them: through the /auth page.
// Every spec shares one server reached from loopback, where registrations are limited to
// 100 per hour, so specs sign up only the users they need and use the demo accounts otherwise.
import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type APIResponse, type Locator, type Page } from 'playwright-core';

export type UiUser = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

/** A user no other test in this run will produce. */
function newUiUser(prefix: string): UiUser {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  return {
    username,
    email: `${username}@example.com`,
    firstName: 'Robin',
    lastName: 'Walker',
    password: 'sunny-meadow-walk',
  };
}

/**
 * Registers a new user through the Register tab and waits for the dashboard. `asTrainer` files a
 * trainer application (decisions.md 50); `approved` then has the demo administrator approve it, as
 * the business would, and reloads the page so the trainer tools appear.
 */
export async function signUpThroughUi(page: Page, options: { asTrainer?: boolean; approved?: boolean } = {}): Promise<UiUser> {
  const user = newUiUser(options.asTrainer ? 'trainer' : 'owner');
  await page.goto('/auth');
  const form = await openAuthTab(page, 'Register');
  await form.getByLabel(/^username/i).fill(user.username);
  await form.getByLabel(/^email/i).fill(user.email);
  await form.getByLabel(/^first name/i).fill(user.firstName);
  await form.getByLabel(/^last name/i).fill(user.lastName);
  await form.getByLabel(/^password/i).fill(user.password);
  await form.getByLabel(/^confirm password/i).fill(user.password);
  if (options.asTrainer) await form.getByRole('switch', { name: /trainer account/i }).check({ force: true });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  if (options.asTrainer && options.approved) {
    const me = await page.request.get('/api/user');
    await approveAsDemoAdmin(new URL(page.url()).origin, ((await me.json()) as { id: number }).id);
    await page.reload();
  }
  return user;
}

/** Runs `work` signed in as the demo administrator, in a request context of its own. */
export async function asDemoAdmin<T>(origin: string, work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await request.newContext({ baseURL: origin });
  try {
    const login = await admin.post('/api/login', { data: { username: 'demo_admin', password: 'demo-admin-pass' } });
    if (!login.ok()) throw new Error(`demo_admin could not sign in: ${login.status()} ${await login.text()}`);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/** Throws with the request's address and answer unless it succeeded. */
export async function expectOk(response: APIResponse): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** The demo administrator approves a trainer application through the API. */
export async function approveAsDemoAdmin(origin: string, userId: number): Promise<void> {
  await asDemoAdmin(origin, async (admin) => expectOk(await admin.post(`/api/admin/trainer-applications/${userId}/approve`)));
}

/** Signs in with one of the demo buttons on the Login tab. */
export async function signInAsDemo(page: Page, role: 'owner' | 'trainer' | 'business') {
  await page.goto('/auth');
  const form = await openAuthTab(page, 'Login');
  const button = { owner: /demo.*owner/i, trainer: /demo.*trainer/i, business: /demo.*business/i }[role];
  await form.getByRole('button', { name: button }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Selects a tab of /auth and returns its panel. Waiting for the tab to be selected matters: a
 * field filled while the switch is still under way lands in the other tab's form.
 */
async function openAuthTab(page: Page, name: 'Login' | 'Register'): Promise<Locator> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor();
  return panel;
}
