// The app's start, last stage (web/src/main.tsx): React DOM, the providers, and the first render.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes, routesLoadedAt } from './router';
import { AppRouter } from './routing/app-router';
import type { StartedRouter } from './start-router';

/** Calls `onPage` after each commit that drew a location whose page's code is in (after the page's own effects). */
function WhenPageCommitted({ onPage }: { onPage: () => void }) {
  const location = useLocation();
  useEffect(() => {
    if (routesLoadedAt(location)) onPage();
  });
  return null;
}

export function renderApp(root: HTMLElement, { queryClient, history, pageCommitted }: StartedRouter): void {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter history={history}>
          <AppRoutes />
          <WhenPageCommitted onPage={pageCommitted} />
        </AppRouter>
      </AppProviders>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  // Once the first page's code is in, the app renders as a transition, which yields to the browser
  // every few milliseconds while it builds the whole screen (total blocking time). Before that, the
  // loading view renders and commits at once, in place of a blank screen.
  if (routesLoadedAt(history.location)) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}
