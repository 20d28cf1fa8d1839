// Issue 14 (accessibility): the demo trainer's tools (curriculum builder and its editor, the
// skills dashboard, clients, a client pet with its tabs and Log Session dialog, analytics) at
// 1280px and 375px in the light scheme and the main ones in the dark scheme: zero serious or
// critical axe findings, every field named. The demo owner's pet enrolled in one of the trainer's
// programs is the client.
import { beforeAll, describe, test } from 'vitest';
import { darkTrainerStops, trainerStops } from './support/a11y-stops';
import { expectNoSeriousFindings, useA11yBrowser, withSignedInPage, WALK_TIMEOUT_MS } from './support/a11y-suite';
import { desktop, phone } from './support/a11y-walk';
import { browserMissing } from './support/browser';
import { prepareOwnerScene } from './support/demo-scene';

describe.skipIf(browserMissing)("accessibility of the trainer's pages", () => {
  const chromium = useA11yBrowser();
  let clientPetId: number;

  beforeAll(async () => {
    ({ petId: clientPetId } = await withSignedInPage(chromium.browser, 'owner', prepareOwnerScene));
  });

  test.each([
    { width: desktop, scheme: 'light' },
    { width: phone, scheme: 'light' },
    { width: desktop, scheme: 'dark' },
    { width: phone, scheme: 'dark' },
  ] as const)('at $width.width px in the $scheme scheme', async ({ width, scheme }) => {
    const stops = scheme === 'light' ? trainerStops(clientPetId) : darkTrainerStops(clientPetId);
    await expectNoSeriousFindings(chromium.browser, 'trainer', width, scheme, stops);
  }, WALK_TIMEOUT_MS);
});
