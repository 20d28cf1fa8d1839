// The app's start, second stage (web/src/main.tsx): the question who is signed in, and the history,
// with the first location's layout and page starting to load.
import { matchRoutes } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { rememberSessionsOf, skipSessionCheckWhen, userQueryOptions } from '../lib/session';
import { loadRoutesAt, routes } from './router';
import { createAppHistory, type BlockableHistory } from './routing/blockable-history';

export type StartedRouter = {
  queryClient: ReturnType<typeof createQueryClient>;
  history: BlockableHistory;
  /** Resolves once the first location's layout and page have loaded and the session has answered. */
  pageReady: Promise<unknown>;
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
  return { queryClient, history, pageReady: Promise.all([pageLoaded, userAnswered]) };
}
