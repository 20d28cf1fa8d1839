// What the e2e global setup hands to the specs (vitest `provide` / `inject`).
/** Debian's `chromium` package; CHROMIUM_PATH points elsewhere (another distribution, a test of the skip). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the e2e server listens, e.g. http://127.0.0.1:41234; empty when the browser is missing. */
    e2eBaseUrl: string;
    /** The e2e server's DATA_DIR (its mail outbox is DATA_DIR/outbox/*.eml); empty when skipped. */
    e2eDataDir: string;
    /** False when Chromium is missing and REQUIRE_BROWSER is not set: the specs skip. */
    e2eBrowserAvailable: boolean;
  }
}
