// The app's start, last stage (web/src/main.tsx): React DOM, the providers, and the first render.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { StartedRouter } from './start-router';

export function renderApp(root: HTMLElement, { queryClient, router }: StartedRouter): void {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  // React Router's RouterProvider reads the router's state as it renders and subscribes to it only
  // when it commits: a change in between is lost, and the page stays on the loading view for good.
  // Once the router has loaded the first page, its state waits for a navigation, and the app renders
  // as a transition, which yields to the browser every few milliseconds while it builds the whole
  // screen (total blocking time). Before that, the loading view renders and commits in one task,
  // which no page code arriving can come between (a transition there lost the page, the e2e suite
  // showed, about one load in three on a slow machine).
  if (router.state.initialized) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}
