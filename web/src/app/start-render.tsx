// The app's start, last stage (web/src/main.tsx): React DOM, the providers, and the first render.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRoutes, routesLoadedAt } from './router';
import { AppRouter } from './routing/app-router';
import type { StartedRouter } from './start-router';

export function renderApp(root: HTMLElement, { queryClient, history }: StartedRouter): void {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter history={history}>
          <AppRoutes />
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
