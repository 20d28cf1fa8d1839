// Sends one request to the app as a signed-in user (their session cookie) or signed out.
import type { FastifyInstance, InjectOptions } from 'fastify';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Anyone holding a session cookie, e.g. a RegisteredUser; undefined means signed out. */
export type Caller = { cookie: string } | undefined;

/** The origin of app.inject's default Host (localhost:80), which a browser sends on every non-GET request. */
export const TEST_ORIGIN = 'http://localhost';

export function callAs(app: FastifyInstance, method: ApiMethod, url: string, who?: Caller, payload?: InjectOptions['payload']) {
  const headers: Record<string, string> = who ? { cookie: who.cookie } : {};
  if (method !== 'GET') headers.origin = TEST_ORIGIN;
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** `callAs` bound to a test file's app, which beforeAll builds after the module has loaded. */
export function apiCaller(app: () => FastifyInstance) {
  return (method: ApiMethod, url: string, who?: Caller, payload?: InjectOptions['payload']) => callAs(app(), method, url, who, payload);
}
