// The one Chromium every browser run uses: the e2e specs (through Playwright) and the page-speed
// bench (through Lighthouse). Nothing may download a browser here, so it is Debian's package, and
// these flags keep a headless run quiet and free of background traffic.
/** Debian's `chromium` package; CHROMIUM_PATH points elsewhere (another distribution, a test of the skip). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
