// Renders one page or dialog the way the app does (AppProviders in test mode, a fresh query
// cache, a router at a chosen path) and answers its API calls from a small table. Unlike
// web/src/test/mock-api.ts, a reply may be a promise, so tests can hold a request open and
// look at the pending state ('Deleting...', spinners).
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';

// Mantine pages are heavy for happy-dom; on a busy machine one second is not always enough.
configure({ asyncUtilTimeout: 5000 });

export type ApiCall = { method: string; url: string; body: unknown };
type Reply = { status?: number; body?: unknown };
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/** Stubs fetch: `routes` maps 'POST /api/pets' to a reply; every call is recorded in `calls`. */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call = { method, url, body };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
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
  const result = render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
