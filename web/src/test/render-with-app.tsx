// Renders the way main.tsx does: inside AppProviders (test mode, a fresh query cache) around a
// memory router. renderWithApp puts one page or dialog at a path; renderApp uses the real routes.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';

export function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const view = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Renders `ui` at `path` (matched by `pattern`); any other path shows 'Elsewhere'. */
export function renderWithApp(ui: ReactElement, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(router);
}
