// For code a page can do without while it first draws (the nav bar's menus): waits until the page
// has loaded and the browser has a moment with nothing to do, so that fetching and running it does
// not compete with the page's own code, data and first render on a slow phone.
import { AFTER_PAGE_LOAD_MARK } from '@common/after-page-load-mark';

/** Most browsers idle within a moment of load; a busy one still gets there within this. */
const IDLE_TIMEOUT_MS = 2_000;

export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (performance.getEntriesByName(AFTER_PAGE_LOAD_MARK).length === 0) performance.mark(AFTER_PAGE_LOAD_MARK);
      resolve();
    };
    const whenIdle = () =>
      // Safari has no requestIdleCallback: the next task after load will do there.
      typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(done, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
