// When the app's first page has drawn what its data shows (decisions.md 107; lib/after-page-load.ts
// waits for it): the page has been put on the screen, no query is fetching once the browser idles
// (the page's answers are in and drawn, and none that their drawing asked for is under way), and
// that frame is shown.
// A page whose data is slow (a retried failure, a slow network) stops the wait at PAGE_WAIT_MS: the
// menus and fields still come, beside the page's remaining answers.
import type { QueryClient } from '@tanstack/react-query';

/** The longest the code after the page's load waits for the page's data, from the page's first drawing. */
export const PAGE_WAIT_MS = 3_000;

/** Resolves once the frame being drawn now is on the screen: the start of the frame after it. */
const afterFrameShown = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Resolves when the browser is next idle: after React has finished what it was drawing (a list
 * drawn from a deferred value renders in slices, one task each). Safari has no
 * requestIdleCallback: the next task there.
 */
const whenIdle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0),
  );

/** Resolves once no query is fetching. */
function noQueryFetching(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** `pageOnScreen`: resolves when the first location's page (not a loading view) has been committed. */
export async function firstPageDrawn(queryClient: QueryClient, pageOnScreen: Promise<void>): Promise<void> {
  await pageOnScreen;
  const settled = (async () => {
    // Quiet once idle: a query that finished may have drawn a part that asks for more.
    do {
      await noQueryFetching(queryClient);
      await whenIdle();
    } while (queryClient.isFetching() > 0);
    // The last commit's frame can still be on its way to the screen when the browser first idles.
    await afterFrameShown();
  })();
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]);
}
