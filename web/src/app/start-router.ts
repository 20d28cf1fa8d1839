// The app's start, second stage (web/src/main.tsx): the question who is signed in, and the history,
// with the first location's layout and page starting to load.
import { matchRoutes } from 'react-router';
import { waitForFirstPage } from '../lib/after-page-load';
import { createQueryClient } from '../lib/query-client';
import { rememberSessionsOf, skipSessionCheckWhen, userQueryOptions } from '../lib/session';
import { loadRoutesAt, routes } from './router';
import { firstPageDrawn } from './first-page-drawn';
import { createAppHistory, type BlockableHistory } from './routing/blockable-history';

export type StartedRouter = {
  queryClient: ReturnType<typeof createQueryClient>;
  history: BlockableHistory;
  /** Resolves once the first location's layout and page have loaded and the session has answered. */
  pageReady: Promise<unknown>;
  /** The render stage calls this once it has committed the first location's page (start-render.tsx). */
  pageCommitted: () => void;
};

export function startRouter(): StartedRouter {
  // Every page the app draws asks who is signed in (the public ones to send a signed-in visitor on).
  // Asking before the page's code has run overlaps that round trip with its loading (and a route's
  // HTML has asked already: scripts/route-pages.ts). A signed-out visitor's public page does not
  // ask at all (session.ts): no 401 in the console.
  const queryClient = createQueryClient();
  rememberSessionsOf(queryClient);
  skipSessionCheckWhen(() => matchRoutes(routes, window.location)?.[0]?.route === routes[0]);
  const userAnswered = queryClient.prefetchQuery(userQueryOptions());
  const history = createAppHistory();
  const pageLoaded = loadRoutesAt(history.location).catch(() => {});
  const pageReady = Promise.all([pageLoaded, userAnswered]);
  let pageCommitted!: () => void;
  const committed = new Promise<void>((resolve) => (pageCommitted = resolve));
  // The code that waits for the page's load (the menus, the deferred fields) waits for its data too.
  waitForFirstPage(
    firstPageDrawn(
      queryClient,
      Promise.all([pageReady, committed]).then(() => {}),
    ),
  );
  return { queryClient, history, pageReady, pageCommitted };
}
