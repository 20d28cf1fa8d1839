// Issue 14 (accessibility): every signed-out page at 1280px and 375px in the light scheme, the
// main ones in the dark scheme too, with zero serious or critical axe findings and every field named.
import { describe, test } from 'vitest';
import { darkPublicStops, publicStops } from './support/a11y-stops';
import { expectNoSeriousFindings, useA11yBrowser, WALK_TIMEOUT_MS } from './support/a11y-suite';
import { desktop, phone } from './support/a11y-walk';
import { browserMissing } from './support/browser';

describe.skipIf(browserMissing)('accessibility of the signed-out pages', () => {
  const chromium = useA11yBrowser();

  test.each([
    { width: desktop, scheme: 'light', stops: publicStops },
    { width: phone, scheme: 'light', stops: publicStops },
    { width: desktop, scheme: 'dark', stops: darkPublicStops },
    { width: phone, scheme: 'dark', stops: darkPublicStops },
  ] as const)(
    'at $width.width px in the $scheme scheme',
    async ({ width, scheme, stops }) => {
      await expectNoSeriousFindings(chromium.browser, 'signed out', width, scheme, stops);
    },
    WALK_TIMEOUT_MS,
  );
});
