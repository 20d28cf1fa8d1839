// A fetch stand-in for component tests: answers 'METHOD /path' keys with a status and a JSON
// body (or a function of the request); anything else is a 404 like the server's.
import { vi } from 'vitest';

export type MockRequest = { method: string; path: string; body: unknown };
export type MockReply = { status?: number; body?: unknown };
export type MockRoutes = Record<string, MockReply | ((request: MockRequest) => MockReply)>;

function jsonResponse({ status = 200, body }: MockReply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs global fetch; returns the mock so tests can read the requests it received. */
export function mockApi(routes: MockRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return jsonResponse({ status: 404, body: { message: `No route for ${method} ${url.pathname}.` } });
    return jsonResponse(typeof route === 'function' ? route({ method, path: url.pathname, body }) : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests the mock received for one 'METHOD /path'. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, key: string): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      return { method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    })
    .filter((request) => `${request.method} ${request.path}` === key);
}
