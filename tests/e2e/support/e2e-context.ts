// What the e2e global setup hands to the specs (vitest `provide` / `inject`).
export { chromiumPath } from '../../helpers/chromium';

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
