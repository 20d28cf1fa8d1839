// Server-side sessions: the cookie carries only a signed random id; the `sessions` table holds
// the rest. Anonymous visitors get no row and no cookie (saveUninitialized false).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { sessions } from '../db/schema';
import type { AppDeps } from './app-deps';
import { DatabaseSessionStore, SESSION_IDLE_MS, deleteExpiredSessions } from './session-store';
import { RememberingSigner } from './session-signer';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const MIN_SECRET_LENGTH = 32;

/** The session cookie's name and attributes; Secure with the `__Host-` prefix over https. */
export function sessionCookie(config: Config) {
  const secure = config.publicUrl?.startsWith('https:') ?? false;
  return {
    name: secure ? '__Host-pawsconnect.sid' : 'pawsconnect.sid',
    options: { path: '/', httpOnly: true, sameSite: 'lax' as const, secure },
  };
}

export async function registerSessions(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const cookie = sessionCookie(deps.config);
  if (cookie.options.secure && !deps.config.trustProxy) {
    app.log.warn(
      'PUBLIC_URL is https but TRUST_PROXY is off: the Secure session cookie is only set on requests that reach the app over https. Set TRUST_PROXY=on behind a TLS proxy.',
    );
  }
  const store = new DatabaseSessionStore(deps.db);
  app.decorate('sessionStore', store);
  await app.register(fastifyCookie);
  // The browser's cookie slides with the session row: when the row's idle expiry is due to move
  // (at most once a minute), the session is saved here and the session plugin's own onSend, which
  // runs after this hook, sends the cookie again with the new expiry. Other answers carry no
  // Set-Cookie: signing and writing it on every answer cost a tenth of a fast request's CPU.
  app.addHook('onSend', async (request) => {
    const session = request.session;
    if (session && store.isExpiryRefreshDue(session.sessionId)) await session.save();
  });
  await app.register(fastifySession, {
    secret: new RememberingSigner(loadSessionSecret(deps.config)),
    cookieName: cookie.name,
    cookie: { ...cookie.options, maxAge: SESSION_IDLE_MS },
    store,
    saveUninitialized: false,
    // Not on every answer: the onSend hook above re-sends the cookie when the expiry slides.
    rolling: false,
  });
  scheduleExpiredSessionSweep(app, deps.db);
}

/** Starts a signed-in session under a new id, so an id known before sign-in is worthless after. */
export async function startSession(request: FastifyRequest, userId: number): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
  request.session.signedInAt = Date.now();
}

/** Deletes the session row and tells the browser to drop the cookie. Fine when signed out. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, config: Config): Promise<void> {
  if (request.session) await request.session.destroy();
  const cookie = sessionCookie(config);
  reply.clearCookie(cookie.name, cookie.options);
}

/**
 * Signs a user out everywhere (after a password reset, for example): one delete. A password change
 * keeps the caller's own session (`exceptSessionId`). Pass the transaction to make it part of it;
 * the caller closes the user's sockets (deps.realtime) once that commits.
 */
export async function endAllSessions(db: Db | Tx, userId: number, options: { exceptSessionId?: string } = {}): Promise<void> {
  const except = options.exceptSessionId;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), except === undefined ? undefined : ne(sessions.id, except)));
}

function scheduleExpiredSessionSweep(app: FastifyInstance, db: Db) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => deleteExpiredSessions(db).catch((error: unknown) => app.log.warn({ err: error }, 'expired session sweep failed'));
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * SESSION_SECRET when set; otherwise a random secret kept in DATA_DIR/session-secret (mode 0600)
 * so a restart keeps everyone signed in. Instances that share a PostgreSQL server but not a
 * DATA_DIR need the same SESSION_SECRET.
 */
function loadSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  const existing = readIfPresent(file)?.trim();
  if (existing && existing.length >= MIN_SECRET_LENGTH) return existing;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
