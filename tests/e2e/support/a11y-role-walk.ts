// One signed-in role's accessibility walk: the demo owner's scene prepared once (the trainer's
// client is the owner's enrolled pet), then the role's stops at 1280px and 375px, light and dark.
import { beforeAll, describe, test } from 'vitest';
import { expectNoSeriousFindings, useA11yBrowser, withSignedInPage, WALK_TIMEOUT_MS } from './a11y-suite';
import { desktop, phone, type A11yStop, type Scheme } from './a11y-walk';
import { browserMissing } from './browser';
import { prepareOwnerScene, type OwnerScene } from './demo-scene';

export function describeRoleWalk(title: string, role: 'owner' | 'trainer', stopsFor: (scene: OwnerScene, scheme: Scheme) => A11yStop[]) {
  describe.skipIf(browserMissing)(title, () => {
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
    ] as const)(
      'at $width.width px in the $scheme scheme',
      async ({ width, scheme }) => {
        await expectNoSeriousFindings(chromium.browser, role, width, scheme, stopsFor(scene, scheme));
      },
      WALK_TIMEOUT_MS,
    );
  });
}
