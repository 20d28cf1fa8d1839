// Renders one page or dialog the way the app does (AppProviders in test mode, a fresh query
// cache, a router at a chosen path) without the real route table; renderApp covers that.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Renders `ui` at `path` (matched by `pattern`); any other path shows 'Elsewhere'. */
export function renderWithApp(ui: ReactElement, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
