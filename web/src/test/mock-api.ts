// A fetch stand-in for component tests: answers 'METHOD /path' keys (query string ignored, as the
// server's routing does) with a status and a JSON body, and records every call. A reply may be a
// function of the call returning a promise, so a test can hold a request open and look at the
// pending state ('Deleting...', spinners). A request no route answers is an error in the test, not
// a 404 the page may quietly survive: the fetch rejects, the request is kept in `unmockedRequests`,
// and the setup (setup.ts) fails the test after it ran. A test that wants a 404 mocks one.
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
export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockHandler = (call: ApiCall) => MockReply | Promise<MockReply>;
export type MockRoutes = Record<string, MockReply | MockHandler>;
export type MockApi = { calls: ApiCall[] };

/** 'METHOD /path' of every request no route answered since the last check (expectEveryRequestMocked). */
export const unmockedRequests: string[] = [];

/** Throws, naming them, when requests went unanswered since the last call, and forgets them (setup.ts, after each test). */
export function expectEveryRequestMocked() {
  const unmocked = unmockedRequests.splice(0);
  if (unmocked.length > 0) {
    throw new Error(`Unmocked API request(s): ${unmocked.join(', ')}. Mock each one (mockApi) with the answer the server gives.`);
  }
}

function jsonResponse({ status = 200, body, headers = {} }: MockReply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
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
      if (!route) {
        unmockedRequests.push(`${call.method} ${call.path}`);
        throw new TypeError(`Unmocked API request: ${call.method} ${call.path} (mock it in the test).`);
      }
      return jsonResponse(typeof route === 'function' ? await route(call) : route);
    }),
  );
  return { calls };
}

/**
 * What the signed-in layout's navigation bar asks for on every signed-in page (signedInLayoutReads in
 * app/page-table.ts): an empty cart, nothing unread (notifications, messages). Spread it first so a test's own answers win.
 */
export const signedInLayoutReplies: MockRoutes = {
  'GET /api/cart/count': { body: { count: 0 } },
  'GET /api/notifications/unread-count': { body: { count: 0 } },
  'GET /api/messages/unread-count': { body: { count: 0 } },
};

/** The calls the mock received for one 'METHOD /path'. */
export function requestsTo(api: MockApi, key: string): ApiCall[] {
  return api.calls.filter((call) => `${call.method} ${call.path}` === key);
}

// Failures exactly as the real server sends them (server/platform/errors.ts), so component tests
// check what users will see, not invented texts. Vet-record routes also copy the message into
// `error` (decisions.md 37): pass { errorField: true }.
type ReplyOptions = { errorField?: boolean };
const failure = (
  status: number,
  message: string,
  details?: Record<string, string>,
  { errorField = false }: ReplyOptions = {},
): MockReply => ({
  status,
  body: { message, ...(details ? { details } : {}), ...(errorField ? { error: message } : {}) },
});

export const serverReplies = {
  /** 400 from schema validation: the message is the first field's, `details` has every field. */
  badInput: (details: Record<string, string>, options?: ReplyOptions) => failure(400, Object.values(details)[0], details, options),
  /** 401 from the auth guard. */
  signedOut: () => failure(401, 'You need to sign in first.'),
  /** 404 for a pet that is missing or not the user's. */
  petNotFound: (options?: ReplyOptions) => failure(404, 'The pet was not found.', undefined, options),
  /** 409, e.g. a taken username. */
  conflict: (message: string) => failure(409, message),
  /** Any 5xx: the server hides the cause behind one sentence. */
  serverError: (options?: ReplyOptions) => failure(500, 'Something went wrong on our side. Please try again.', undefined, options),
};
