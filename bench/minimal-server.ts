// The minimal baseline of the API bench (issue 32): what a list route costs at the least on this
// stack. A plain node:http server, run as its own process, on the raw driver (PGlite on its own
// copy of the data directory, or a `pg` Pool), each text a named statement as the app's are
// (decisions.md 85, 92): no drizzle, no zod, none of the app's services. It checks the signed
// session cookie, loads the session's user with one hand-written statement, then answers each list
// route with one hand-written select (minimal-routes.ts), mapped by hand and written with
// JSON.stringify. The bench checks its bytes equal the app's, so every
// field the app sends, computed ones too, is here. The app's reach (app/minimal) is its target.
// Env: PORT, SESSION_SECRET, and DATABASE_URL or DATA_DIR (its own copy of the app's data).
import type http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { unsignedSessionId } from './signed-cookie';
import { minimalRoutes } from './minimal-routes';
import type { Query, SignedInUser } from './minimal-rows';
import { serveJson } from './json-server';
import { namedStatements } from '../server/db/pglite-statements';

// As the app opens them (server/db/client.ts): the planner's settings change the plans.
const RANDOM_PAGE_COST = 1.1;

async function openQuery(): Promise<{ query: Query; close(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c jit=off -c random_page_cost=${RANDOM_PAGE_COST}` });
    const names = new Map<string, string>();
    const nameOf = (text: string) => names.get(text) ?? names.set(text, `minimal_${names.size + 1}`).get(text)!;
    return { query: async (text, values) => (await pool.query({ name: nameOf(text), text, values })).rows, close: () => pool.end() };
  }
  const dataDir = path.join(process.env.DATA_DIR ?? './data', 'pglite');
  const client = new PGlite(dataDir, { postgresqlconf: ['shared_buffers=16MB', `random_page_cost=${RANDOM_PAGE_COST}`] });
  await client.waitReady;
  const statements = namedStatements(client);
  return {
    query: async (text, params) => (await statements.query<Record<string, unknown>>(text, params)).rows,
    close: () => client.close(),
  };
}

// The session's user, if the session is live (idle expiry and the absolute lifetime, as the app's store).
const SESSION_USER_SQL = `select u.id, u.is_trainer as "isTrainer" from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.expires_at > now() and s.created_at > now() - interval '14 days'`;

async function main() {
  const secret = process.env.SESSION_SECRET ?? '';
  const database = await openQuery();
  serveJson(
    (request) => answer(database.query, secret, request),
    () => database.close(),
  );
}

async function answer(query: Query, secret: string, request: http.IncomingMessage) {
  const url = request.url ?? '/';
  if (url === '/api/health') return { status: 200, body: '{"ok":true}' };
  const route = minimalRoutes.find((candidate) => candidate.pattern.test(url));
  const match = route?.pattern.exec(url);
  if (!route || !match) return { status: 404, body: '{"message":"Not found"}' };
  const sessionId = unsignedSessionId(request.headers.cookie, secret);
  const [user] = sessionId ? ((await query(SESSION_USER_SQL, [sessionId])) as SignedInUser[]) : [];
  if (!user) return { status: 401, body: '{"message":"Not signed in"}' };
  return { status: 200, body: JSON.stringify(await route.answer(query, user, match)) };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
