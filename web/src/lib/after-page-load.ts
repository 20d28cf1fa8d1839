// For code a page can do without while it first draws (the nav bar's menus): waits until the page
// has loaded, has drawn what its data shows, and the browser has a moment with nothing to do, so
// that fetching and running it does not compete with the page's own code, data and first render on
// a slow phone. The window's load event alone came too early: a signed-in page draws its data after
// it (the answers are fetched by the page's code), and the code fetched at load (the menus, the
// fields, the dialogs: 70-100 KB) then shared a phone's network and processor with that drawing
// (decisions.md 107).
import { AFTER_PAGE_LOAD_MARK } from '@common/after-page-load-mark';

/** Most browsers idle within a moment of load; a busy one still gets there within this. */
const IDLE_TIMEOUT_MS = 2_000;

/** The first page drawn with its data, as the app's start reports it (app/first-page-drawn.ts); nothing to wait for otherwise. */
let firstPageDrawn: Promise<unknown> = Promise.resolve();

/** The app's start hands in when its first page will have drawn with its data. */
export function waitForFirstPage(drawn: Promise<unknown>): void {
  firstPageDrawn = drawn;
}

export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (performance.getEntriesByName(AFTER_PAGE_LOAD_MARK).length === 0) performance.mark(AFTER_PAGE_LOAD_MARK);
      resolve();
    };
    const whenIdle = () =>
      // Safari has no requestIdleCallback: the next task after load will do there.
      typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(done, 0);
    const afterLoad = () => void firstPageDrawn.then(whenIdle, whenIdle);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
