import './styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter, routes, whenRouterReady } from './app/router';
import { createQueryClient } from './lib/query-client';
import { rememberSessionsOf, skipSessionCheckWhen, userQueryOptions } from './lib/session';

// Every page the app draws asks who is signed in (the public ones to send a signed-in visitor on).
// Asking now, before the page's code has loaded, overlaps that round trip with the download.
// A signed-out visitor's public page does not ask at all (session.ts): no 401 in the console.
const queryClient = createQueryClient();
rememberSessionsOf(queryClient);
skipSessionCheckWhen(() => matchRoutes(routes, window.location)?.[0]?.route === routes[0]);
const userAnswered = queryClient.prefetchQuery(userQueryOptions());

const router = createAppRouter();
const root = document.getElementById('root')!;

// A route whose HTML arrives with its page drawn (scripts/route-pages.ts) keeps that drawing until
// the app can put the same page in its place: the page's code loaded and the session answered,
// rather than a loading view in between. A slow answer is waited for a moment at most; then the
// app's own session loading view takes over.
const PRERENDERED_WAIT_MS = 1_000;
const ready = root.hasAttribute('data-prerendered')
  ? Promise.race([Promise.all([whenRouterReady(router), userAnswered]), new Promise((resolve) => setTimeout(resolve, PRERENDERED_WAIT_MS))])
  : Promise.resolve();

void ready.then(() => {
  // Rendered as a transition, React yields to the browser every few milliseconds while it builds
  // the first screen, instead of holding the main thread for the whole render (total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
