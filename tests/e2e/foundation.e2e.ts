// The app's frame, as a person meets it: sign-up and the greeting, logout, the demo trainer's
// menu, the phone-width navigation and tabs, one content edge on every page, the sign-in redirect, the
// landing page and the 404 page.
import { describe, expect, test } from 'vitest';
import { signInAsDemo, signUpThroughUi } from './support/accounts';
import { browserMissing, phoneViewport, useBrowserSession } from './support/browser';

const pathOf = (href: string) => new URL(href, 'http://app.test').pathname;

// Tells the test, through the console, each time the app has its answer to an API read.
const ANSWER_REPORTER = `
  const fetchOf = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const { pathname, search } = new URL(input instanceof Request ? input.url : String(input), location.href);
    const answer = fetchOf(input, init);
    answer.finally(() => console.debug('answered ' + pathname + search)).catch(() => {});
    return answer;
  };
`;

describe.skipIf(browserMissing)('foundation', () => {
  const session = useBrowserSession();

  test('an owner signs up and is greeted by first name', async () => {
    const { page } = session;
    const user = await signUpThroughUi(page);

    await page.getByText('Your account has been created successfully.').waitFor();
    await page.getByText(`Welcome, ${user.firstName}!`).waitFor();
  });

  test('logging out ends the session on the server too', async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => ['/', '/auth'].includes(url.pathname));
    await page.getByText('Successfully logged out of your account.').waitFor();

    // The session is gone on the server too: a protected page sends us to sign in.
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
  });

  test('the demo trainer sees the Trainer Tools menu', async () => {
    const { page } = session;
    await signInAsDemo(page, 'trainer');

    await page.getByRole('button', { name: 'Trainer Tools' }).click();
    await page.getByRole('menuitem', { name: 'Curriculum Builder' }).waitFor();
    await page.getByRole('menuitem', { name: 'Trainer Dashboard' }).waitFor();
  });

  test('a trainer account made with the Trainer Account switch gets Trainer Tools once an administrator approves it', async () => {
    const { page } = session;
    await signUpThroughUi(page, { asTrainer: true, approved: true });

    await page.getByRole('button', { name: 'Trainer Tools' }).click();
    await page.getByRole('menuitem', { name: 'Curriculum Builder' }).waitFor();
  });

  test('an owner has no Trainer Tools menu', async () => {
    const { page } = session;
    await signInAsDemo(page, 'owner');

    await page.getByRole('link', { name: 'My Pets', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Trainer Tools' }).count()).toBe(0);
  });

  test('at 375px the navigation collapses into one grouped menu', async () => {
    const { page } = session;
    await page.setViewportSize(phoneViewport);
    await signInAsDemo(page, 'owner');

    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await menuButton.waitFor();
    expect(await page.getByRole('link', { name: 'My Pets', exact: true }).isVisible()).toBe(false);

    await menuButton.click();
    const menu = page.getByRole('menu');
    for (const group of ['Main', 'Services', 'Training', 'Actions']) {
      await menu.getByText(group, { exact: true }).first().waitFor();
    }
    await menu.getByRole('menuitem', { name: 'My Pets', exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Logout', exact: true }).waitFor();
    expect(await menu.getByText('Trainer Tools', { exact: true }).count()).toBe(0);
  });

  // Mantine painted the entry that takes focus on opening (the first) as hovered: on a phone it
  // looked chosen beside the page's own entry.
  test('a menu opened by tap paints no entry; the keyboard still shows where it is', async () => {
    const { page } = session;
    await page.setViewportSize(phoneViewport);
    await signInAsDemo(page, 'owner');
    await page.goto('/pets');
    await page.locator('#root > div[inert]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('menu');
    // This suite compiles without the DOM's types: the page's globals, as far as used here (the
    // functions run in the page, so the cast is written inside each).
    type PageGlobals = { getComputedStyle(element: unknown): { backgroundColor: string }; document: { activeElement: unknown } };
    const entry = (name: string) => menu.getByRole('menuitem', { name, exact: true });
    const background = (name: string) =>
      entry(name).evaluate((item) => (globalThis as unknown as PageGlobals).getComputedStyle(item).backgroundColor);
    await expect
      .poll(() => entry('Dashboard').evaluate((item) => item === (globalThis as unknown as PageGlobals).document.activeElement))
      .toBe(true);
    expect(await background('Dashboard')).toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => background('My Pets')).not.toBe('rgba(0, 0, 0, 0)');
  });

  test("at 375px the demo trainer's menu adds a Trainer Tools group", async () => {
    const { page } = session;
    await page.setViewportSize(phoneViewport);
    await signInAsDemo(page, 'trainer');

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Trainer Tools', { exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Curriculum Builder', exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Trainer Dashboard', exact: true }).waitFor();
  });

  // On a phone the last tab once wrapped under the others, with the tabs' underline between them.
  test('at 375px a row of tabs stays one row, scrolling sideways to its last tab', async () => {
    const { page } = session;
    await page.setViewportSize(phoneViewport);
    await signInAsDemo(page, 'owner');
    for (const url of ['/bookings', '/training-skills']) {
      await page.goto(url);
      await page.locator('#root > div[inert]').waitFor({ state: 'detached' });
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      // The skills menu's category tabs come with its categories' answer.
      await page.waitForLoadState('networkidle');
      const tops = new Set<number>();
      for (const tab of await tabs.all()) tops.add(Math.round((await tab.boundingBox())!.y));
      expect(tops.size, url).toBe(1);
      await tabs.last().click();
      await expect
        .poll(async () => (await tabs.last().boundingBox())!.x + (await tabs.last().boundingBox())!.width, { message: url })
        .toBeLessThanOrEqual(phoneViewport.width);
      await expect.poll(() => tabs.last().getAttribute('aria-selected')).toBe('true');
    }
  });

  // Opened on a later tab, a page once showed that tab cut off at the screen's edge.
  test('at 375px a page opened on its last tab shows that tab whole', async () => {
    const { page } = session;
    await page.setViewportSize(phoneViewport);
    await signInAsDemo(page, 'owner');
    const [pet] = (await (await page.request.get('/api/pets')).json()) as { id: number }[];
    await page.goto(`/pets/${pet.id}?tab=timeline`);
    const timeline = page.getByRole('tab', { name: 'Timeline' });
    await expect.poll(() => timeline.getAttribute('aria-selected')).toBe('true');
    // Inside the row's own box (the card around it is narrower than the screen).
    const row = (await page.getByRole('tablist').boundingBox())!;
    const tab = (await timeline.boundingBox())!;
    expect(tab.x).toBeGreaterThanOrEqual(row.x);
    expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
  });

  // Pages once sat 16 px further in than others (a second container inside the frame's own).
  test.each([
    ['owner', ['/dashboard', '/pets', '/bookings', '/training', '/training-programs', '/training-skills', '/cart', '/settings']],
    ['trainer', ['/curriculum-builder', '/trainer-skills', '/trainer/clients', '/trainer/analytics', '/trainer/schedule']],
  ] as const)("every %s page's heading starts where the bar's logo does", async (role, urls) => {
    const { page } = session;
    await signInAsDemo(page, role);
    for (const url of urls) {
      await page.goto(url);
      // Measured on the app's page, not on the drawing it replaces (scripts/route-pages.ts).
      await page.locator('#root > div[inert]').waitFor({ state: 'detached' });
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const logo = page.getByRole('link', { name: 'PawsConnect dashboard' });
      expect((await heading.boundingBox())!.x, url).toBe((await logo.boundingBox())!.x);
    }
  });

  test('a signed-out visit to /pets goes to /auth', async () => {
    const { page } = session;
    await page.goto('/pets');
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: /login/i }).waitFor();
  });

  test('the landing page offers owner and trainer sign-up, both leading to /auth', async () => {
    const { page } = session;
    await page.goto('/');

    const signUpLinks = page.getByRole('link', { name: /sign up/i });
    await signUpLinks.first().waitFor();
    const targets = await Promise.all((await signUpLinks.all()).map(async (link) => (await link.getAttribute('href')) ?? ''));
    expect(targets.length).toBeGreaterThanOrEqual(2);
    for (const target of targets) expect(pathOf(target)).toBe('/auth');

    await signUpLinks.first().click();
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  test("each route's HTML names that route's code and the app's start up front, and every file it names loads", async () => {
    const { page } = session;
    const cases = {
      '/auth': 'auth-page-',
      '/pets': 'pets-page-',
      '/pets/1?tab=timeline': 'pet-detail-page-',
      '/no-such-page': 'not-found-page-',
    };
    for (const [url, pageChunk] of Object.entries(cases)) {
      const html = await (await page.request.get(url)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
      // The page's own code, and every stage of the app's start (web/src/main.tsx, decisions.md 98).
      for (const chunk of [pageChunk, 'start-router-', 'start-render-'])
        expect(
          preloads.some((href) => href.startsWith(`/assets/${chunk}`)),
          `${url}: ${chunk}`,
        ).toBe(true);
      for (const href of preloads) expect((await page.request.get(href)).status(), href).toBe(200);
    }
  });

  test('a signed-in page uses every API answer its HTML preloads', async () => {
    const { page, context } = session;
    // A page with an id in its path gets its own reads as a Link header (decisions.md 83).
    const cases = {
      owner: ['/dashboard', '/pets', '/bookings', '/training-programs', '/training', '/messages', '/pets/1'],
      trainer: ['/trainer/clients/1', '/messages', '/trainer/clients', '/trainer/analytics'],
      business: ['/admin/reports'],
    };
    // /training's reads change with its query (decisions.md 110): all of them come in that header.
    const linkReads = { '/pets/1': '/api/pets/1', '/trainer/clients/1': '/api/pets/1/sessions', '/training': '/api/enrollments' } as Record<
      string,
      string
    >;
    for (const [role, urls] of Object.entries(cases)) {
      await context.clearCookies();
      await signInAsDemo(page, role as keyof typeof cases);
      for (const url of urls) {
        const response = await page.request.get(url);
        const html = await response.text();
        const htmlReads = [...html.matchAll(/<link rel="preload" href="(\/api\/[^"]+)" as="fetch"/g)].map((match) => match[1]);
        const link = response.headers().link ?? '';
        const headerReads = [...link.matchAll(/<(\/api\/[^>]+)>; rel=preload; as=fetch; crossorigin=use-credentials/g)].map(
          (match) => match[1],
        );
        expect(htmlReads.length, url).toBeGreaterThan(2);
        if (linkReads[url]) expect(headerReads, url).toContain(linkReads[url]);
        else expect(headerReads, url).toEqual([]);
        const reads = [...htmlReads, ...headerReads].map((read) => read.replaceAll('&amp;', '&'));

        // A read the preload answers never reaches the network: no request for it may come before the
        // app's first answer to it (the page's events reach the test in the order they happened; a
        // read asked again later, say on a notice, sends its own request after).
        const tab = await context.newPage();
        await tab.addInitScript({ content: ANSWER_REPORTER });
        const sent = new Map<string, number>();
        const sentBeforeFirstAnswer = new Map<string, number>();
        tab.on('request', (request) => {
          if (request.resourceType() !== 'fetch') return;
          const { pathname, search } = new URL(request.url());
          sent.set(pathname + search, (sent.get(pathname + search) ?? 0) + 1);
        });
        tab.on('console', (message) => {
          const read = /^answered (.+)$/.exec(message.text())?.[1];
          if (read && !sentBeforeFirstAnswer.has(read)) sentBeforeFirstAnswer.set(read, sent.get(read) ?? 0);
        });
        await tab.goto(url);
        await expect.poll(() => reads.filter((read) => !sentBeforeFirstAnswer.has(read)), { timeout: 30_000 }).toEqual([]);
        for (const read of reads) expect(sentBeforeFirstAnswer.get(read), `${url}: ${read}`).toBe(0);
        await tab.close();
      }
    }
  });

  test('a page with tabs leaves the code of the tabs not shown, and of its dialogs, out of its HTML (decisions.md 83)', async () => {
    const { page } = session;
    const cases = {
      '/pets/1': ['pet-training-panel-', 'pet-bookings-panel-', 'pet-timeline-panel-', 'pet-form-dialog-'],
      '/trainer/clients/1': ['assessments-tab-', 'report-cards-tab-', 'session-dialog-', 'pet-timeline-'],
    };
    for (const [url, later] of Object.entries(cases)) {
      const html = await (await page.request.get(url)).text();
      const code = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((match) => match[1]);
      expect(code.length, url).toBeGreaterThan(2);
      for (const chunk of later)
        expect(
          code.filter((file) => file.startsWith(chunk)),
          `${url}: ${chunk}`,
        ).toEqual([]);
    }
  });

  test('an unknown path shows the not-found page with a way home', async () => {
    const { page } = session;
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);

    await page.getByText('Oops! Page Not Found').waitFor();
    const home = page.getByRole('link', { name: /home/i }).or(page.getByRole('button', { name: /home/i }));
    await home.first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
