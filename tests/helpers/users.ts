// Creates signed-in users through the real API, so tests exercise the same path a person does.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { PublicUser, RegisterInput } from '../../common/auth-schemas';
import { grantRole } from '../../server/features/team/grant-role';
import { notificationHubOf } from './test-app';

export type RegisteredUser = {
  user: PublicUser;
  /** The Cookie header value to send back: `headers: { cookie }`. */
  cookie: string;
  /** The password used, for tests that sign in again. */
  password: string;
};

/** A username no other call in this run will produce. */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** Turns a response's Set-Cookie headers into a Cookie header value. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const headers = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  const pairs = headers.map((header) => header.split(';')[0]).filter((pair) => !pair.endsWith('='));
  if (pairs.length === 0) throw new Error('The response set no cookie');
  return pairs.join('; ');
}

/**
 * Registers a new user and returns its session. With `isTrainer: true` the account files a trainer
 * application and, unless `{ approve: false }`, the business approves it at once (as
 * `npm run admin -- grant trainer` does), so tests get a working trainer. `roles` grants staff or
 * admin the same way.
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
  options: { approve?: boolean; roles?: ('staff' | 'admin')[] } = {},
): Promise<RegisteredUser> {
  const username = overrides.username ?? uniqueUsername();
  const payload = {
    username,
    password: 'correct-horse-battery',
    email: `${username}@example.com`,
    firstName: 'Test',
    lastName: 'User',
    isTrainer: false,
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/register', payload });
  if (res.statusCode !== 201) {
    throw new Error(`registerUser failed: ${res.statusCode} ${res.body}`);
  }
  const cookie = cookieFrom(res.headers['set-cookie']);
  const roles = [...(payload.isTrainer && options.approve !== false ? (['trainer'] as const) : []), ...(options.roles ?? [])];
  if (roles.length === 0) return { user: res.json(), cookie, password: payload.password };
  const registered: PublicUser = res.json();
  for (const role of roles) await grantRole({ db: app.db, notifications: notificationHubOf(app) }, null, registered.id, role);
  const fresh = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  return { user: fresh.json(), cookie, password: payload.password };
}

/** Signs in and returns the Cookie header value for the new session. */
export async function loginAs(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) {
    throw new Error(`loginAs failed: ${res.statusCode} ${res.body}`);
  }
  return cookieFrom(res.headers['set-cookie']);
}
