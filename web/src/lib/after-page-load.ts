// For code a page can do without while it first draws (the nav bar's menus): waits until the page
// has loaded and the browser has a moment with nothing to do, so that fetching and running it does
// not compete with the page's own code, data and first render on a slow phone.

/** Most browsers idle within a moment of load; a busy one still gets there within this. */
const IDLE_TIMEOUT_MS = 2_000;

export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () =>
      // Safari has no requestIdleCallback: the next task after load will do there.
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
