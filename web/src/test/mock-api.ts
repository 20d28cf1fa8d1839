// A fetch stand-in for component tests: answers 'METHOD /path' keys (query string ignored, as the
// server's routing does) with a status and a JSON body, and records every call. A reply may be a
// function of the call returning a promise, so a test can hold a request open and look at the
// pending state ('Deleting...', spinners). Anything else is a 404 like the server's.
import { vi } from 'vitest';

export type ApiCall = {
  method: string;
  /** The pathname, e.g. '/api/pets/7'. */
  path: string;
  /** The URL as the app asked for it, with any query string. */
  url: string;
  /** The parsed JSON body, or the body as sent when it is not JSON text (FormData). */
  body: unknown;
};
export type MockReply = { status?: number; body?: unknown };
export type MockHandler = (call: ApiCall) => MockReply | Promise<MockReply>;
export type MockRoutes = Record<string, MockReply | MockHandler>;
export type MockApi = { calls: ApiCall[] };

function jsonResponse({ status = 200, body }: MockReply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function toCall(input: RequestInfo | URL, init?: RequestInit): ApiCall {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const parsed = new URL(raw, 'http://localhost');
  const url = typeof input === 'string' ? input : `${parsed.pathname}${parsed.search}`;
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
  return { method, path: parsed.pathname, url, body };
}

/** Stubs global fetch with `routes` ('POST /api/pets' -> reply); every call lands in `calls`. */
export function mockApi(routes: MockRoutes): MockApi {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = toCall(input, init);
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      if (!route) return jsonResponse({ status: 404, body: { message: `No route for ${call.method} ${call.path}.` } });
      return jsonResponse(typeof route === 'function' ? await route(call) : route);
    }),
  );
  return { calls };
}

/** The calls the mock received for one 'METHOD /path'. */
export function requestsTo(api: MockApi, key: string): ApiCall[] {
  return api.calls.filter((call) => `${call.method} ${call.path}` === key);
}
