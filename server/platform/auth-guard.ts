// Who is calling: the session names a user id; the guards load that user once per request (the
// session store has usually read it already, in the same query as the session).
// Use as route preHandlers: `{ preHandler: requireUser }` or `{ preHandler: requireTrainer }`,
// then read `request.user` (never null after the guard).
import type {} from '@fastify/session';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
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
  const loaded = request.server.sessionStore?.loadedUser(request.session.sessionId, userId);
  if (loaded) return (request.user = loaded);
  const [row] = await request.server.db.select(sessionUserColumns).from(users).where(eq(users.id, userId));
  request.user = row ?? null;
  return request.user;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await loadSessionUser(request))) throw unauthorized();
}

export async function requireTrainer(request: FastifyRequest): Promise<void> {
  const user = await loadSessionUser(request);
  if (!user) throw unauthorized();
  if (!user.isTrainer) throw forbidden('Only trainers can do that.');
}

/** For handlers behind requireUser: the user, typed as present. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
