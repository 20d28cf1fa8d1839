// Who is calling: the session names a user id; the guards load that user once per request (the
// session store has usually read it already, in the same query as the session).
//
// One guard style for every route (as fastify/demo does it):
// - the login check runs once per route tree, as its onRequest hook (`requireSignIn`: app.ts adds
//   it to the whole API; the /uploads and /ws plugins add it to theirs). Every route is signed-in
//   unless its options say `config: { public: true }`; a route that wants its own words for the
//   signed-out 401 says `config: { signedOutMessage }`.
// - a role is checked by the route, as a preHandler: `{ preHandler: requireTrainer }` (or
//   `trainersOnly(message)` for the product's own (decisions.md 38) words);
// - services still begin with the object's access check (requireAccess in access/access.ts).
// Handlers read the user with `currentUser(request)`.
import type {} from '@fastify/session';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { hasStaffRights } from '../../common/roles';
import { users } from '../db/schema';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from './errors';

import type { DatabaseSessionStore } from './session-store';
import { sessionUserColumns, type SessionUser } from './session-user';

export { sessionUserColumns, type SessionUser };

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** When this login began, for the absolute session lifetime. */
    signedInAt?: number;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /**
     * The business settings' version as this request's session query read it (decisions.md 89),
     * for `readBusinessSettings`; null when not read (signed out, or no settings row yet).
     */
    settingsVersion: number | null;
  }
  interface FastifyContextConfig {
    /** Anyone may call it, signed in or not: the login check lets it through. */
    public?: true;
    /** The 401's sentence for a signed-out caller, when the product (decisions.md 32) gives the route its own. */
    signedOutMessage?: string;
  }
  interface FastifyInstance {
    db: Db;
    sessionStore: DatabaseSessionStore;
  }
}

/** The signed-in user, or null. Loaded at most once per request. */
export async function loadSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.user) return request.user;
  const userId = request.session?.userId;
  if (typeof userId !== 'number') return null;
  const loaded = request.server.sessionStore?.loadedWith(request.session.sessionId, userId);
  if (loaded) {
    request.settingsVersion = loaded.settingsVersion;
    return (request.user = loaded.user);
  }
  const [row] = await request.server.db.select(sessionUserColumns).from(users).where(eq(users.id, userId));
  request.user = row ?? null;
  return request.user;
}

/**
 * The login check of a route tree (an onRequest hook): 401 for a signed-out caller, unless the
 * route is public.
 */
export async function requireSignIn(request: FastifyRequest): Promise<void> {
  const { config } = request.routeOptions;
  if (config.public) return;
  if (!(await loadSessionUser(request))) throw unauthorized(config.signedOutMessage);
}

/** A route's role check (a preHandler): 403 for a signed-in caller who is not a trainer. */
export function trainersOnly(message = 'Only trainers can do that.') {
  return async function requireTrainer(request: FastifyRequest): Promise<void> {
    const user = await loadSessionUser(request);
    if (!user) throw unauthorized();
    if (!user.isTrainer) throw forbidden(message);
  };
}

export const requireTrainer = trainersOnly();

export const STAFF_ONLY_MESSAGE = 'Only the business’s staff can do that.';
export const ADMINS_ONLY_MESSAGE = 'Only administrators can do that.';

/** Staff tools (decisions.md 50): staff and admins; anyone else signed in gets 403. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const user = await loadSessionUser(request);
  if (!user) throw unauthorized();
  if (!hasStaffRights(user)) throw forbidden(STAFF_ONLY_MESSAGE);
}

/** The team, the settings and the audit log: admins only (staff get 403 too). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await loadSessionUser(request);
  if (!user) throw unauthorized();
  if (!user.isAdmin) throw forbidden(ADMINS_ONLY_MESSAGE);
}

/** For handlers behind the login check: the user, typed as present. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
