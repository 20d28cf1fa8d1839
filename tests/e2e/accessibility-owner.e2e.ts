// Issue 14 (accessibility): every page of the demo owner, with real data behind it (stays paid and
// unpaid, a skill in the cart and one being taught, an enrolment), and the dialogs Add Pet, Add
// Vet Record, Book Session and booking details, at 1280px and 375px in the light scheme and the
// main pages in the dark scheme: zero serious or critical axe findings, every field named.
import { beforeAll, describe, test } from 'vitest';
import { darkOwnerStops, ownerStops } from './support/a11y-stops';
import { expectNoSeriousFindings, useA11yBrowser, withSignedInPage, WALK_TIMEOUT_MS } from './support/a11y-suite';
import { desktop, phone } from './support/a11y-walk';
import { browserMissing } from './support/browser';
import { prepareOwnerScene, type OwnerScene } from './support/demo-scene';

describe.skipIf(browserMissing)("accessibility of the owner's pages", () => {
  const chromium = useA11yBrowser();
  let scene: OwnerScene;

  beforeAll(async () => {
    scene = await withSignedInPage(chromium.browser, 'owner', prepareOwnerScene);
  });

  test.each([
    { width: desktop, scheme: 'light' },
    { width: phone, scheme: 'light' },
    { width: desktop, scheme: 'dark' },
    { width: phone, scheme: 'dark' },
  ] as const)('at $width.width px in the $scheme scheme', async ({ width, scheme }) => {
    const stops = scheme === 'light' ? ownerStops(scene) : darkOwnerStops(scene);
    await expectNoSeriousFindings(chromium.browser, 'owner', width, scheme, stops);
  }, WALK_TIMEOUT_MS);
});
