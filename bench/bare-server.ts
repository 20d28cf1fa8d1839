// The bare baseline of the API bench: a plain node:http server, run as its own process, that does
// for each signed-in list route only the work the route cannot skip. It checks the signed session
// cookie, loads the session row through the app's own session store (the same SQL), loads the
// user (the store reads it with the session, as in the app), runs the route's service call
// (bare-routes.ts: the same SQL, the same driver) and writes its result with the route's response
// schema compiled as the app compiles it (server/platform/response-serializer.ts). The bench checks
// its bytes equal the app's.
// Env: PORT, SESSION_SECRET, and DATABASE_URL or DATA_DIR (its own copy of the app's data).
import type http from 'node:http';
import type { Session } from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client';
import { users } from '../server/db/schema';
import { DatabaseSessionStore } from '../server/platform/session-store';
import { sessionUserColumns, type SessionUser } from '../server/platform/auth-guard';
import { serializerFor, type Serialize } from '../server/platform/response-serializer';
import { bareRoutes, type BareRoute } from './bare-routes';
import { unsignedSessionId } from './signed-cookie';
import { serveJson } from './json-server';

async function main() {
  const secret = process.env.SESSION_SECRET ?? '';
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: process.env.DATA_DIR ?? './data' });
  const store = new DatabaseSessionStore(database.db);
  const routes = bareRoutes.map((route) => ({ ...route, serialize: serializerFor(route.response, { check: false }) }));

  serveJson(
    (request) => answer(database.db, store, secret, routes, request),
    () => database.close(),
  );
}

async function answer(db: Db, store: DatabaseSessionStore, secret: string, routes: CompiledRoute[], request: http.IncomingMessage) {
  const url = request.url ?? '/';
  if (url === '/api/health') return { status: 200, body: '{"ok":true}' };
  const route = routes.find((candidate) => candidate.pattern.test(url));
  const match = route?.pattern.exec(url);
  if (!route || !match) return { status: 404, body: '{"message":"Not found"}' };
  const user = await signedInUser(db, store, secret, request.headers.cookie);
  if (!user) return { status: 401, body: '{"message":"Not signed in"}' };
  return { status: 200, body: route.serialize(await route.work(db, user, match)) };
}

type CompiledRoute = BareRoute & { serialize: Serialize };

async function signedInUser(
  db: Db,
  store: DatabaseSessionStore,
  secret: string,
  cookieHeader: string | undefined,
): Promise<SessionUser | null> {
  const sessionId = unsignedSessionId(cookieHeader, secret);
  if (!sessionId) return null;
  const session = await new Promise<Session | null | undefined>((resolve, reject) =>
    store.get(sessionId, (error, value) => (error ? reject(error) : resolve(value))),
  );
  if (typeof session?.userId !== 'number') return null;
  const loaded = store.loadedWith(sessionId, session.userId);
  if (loaded) return loaded.user;
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, session.userId));
  return user ?? null;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
