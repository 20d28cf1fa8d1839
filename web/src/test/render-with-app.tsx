// Renders the way main.tsx does: inside AppProviders (test mode, a fresh query cache) around the
// app's router over a history in memory. renderWithApp puts one page or dialog at a path;
// renderApp uses the real routes.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { useRoutes, type Location, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRouter } from '../app/routing/app-router';
import { createMemoryAppHistory } from '../app/routing/blockable-history';

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `app` (a route table, or the app's own routes element) at `entry`. The returned `router`
 * reads where the app is: `router.state.location`, and the last navigation's `historyAction`;
 * `history` moves it as the browser's buttons do.
 */
export function renderRouter(app: RouteObject[] | ReactElement, entry: string | Partial<Location>) {
  const history = createMemoryAppHistory(entry);
  const view = render(
    <AppProviders env="test">
      <AppRouter history={history}>{Array.isArray(app) ? <RouteTable routes={app} /> : app}</AppRouter>
    </AppProviders>,
  );
  const router = {
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
    dispose: () => view.unmount(),
  };
  return { ...view, router, history };
}

/** Renders `ui` at `path` (matched by `pattern`); any other path shows 'Elsewhere'. */
export function renderWithApp(ui: ReactElement, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  return renderRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
}
