// The @fastify/session store backed by the `sessions` table, so sessions survive restarts and
// are shared by every instance on one PostgreSQL server. Expiry is decided here, not from the
// cookie: a row idle for SESSION_IDLE_MS or older than SESSION_MAX_LIFETIME_MS is deleted and
// the visitor is treated as signed out.
import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withCompiledRowMapper } from '../db/row-mapper';
import { BUSINESS_SETTINGS_ROW, businessSettings, sessions, users } from '../db/schema';
import { sessionUserColumns, type SessionUser } from './session-user';
import { boundedSet } from './bounded-map';

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_MAX_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** Sliding expiry is refreshed at most this often, so reading pages does not write on every request. */
const EXPIRY_REFRESH_MS = 60 * 1000;
const REMEMBERED_SESSIONS = 10_000;

type SessionRow = typeof sessions.$inferSelect;
/** The user and the business settings' version (null before the row exists) read with a session. */
type LoadedWithSession = { user: SessionUser; settingsVersion: number | null };
type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

export class DatabaseSessionStore implements SessionStore {
  /** What this instance last read or wrote per session id, to skip writes that change nothing. */
  private readonly lastWritten = new Map<string, { data: Record<string, unknown>; expiresAt: number }>();
  /**
   * The user row read together with each session (one query instead of two per request), and the
   * business settings' version read in the same query (decisions.md 89), for the auth guard of the
   * same request. An entry is replaced by every load of its session, so what a request finds is
   * never older than its own load.
   */
  private readonly loadedWithSession = new Map<string, LoadedWithSession>();

  /**
   * Every signed-in request's first query, built once (decisions.md 75): drizzle builds a query's
   * SQL again on every call, a quarter of this one's cost, and on PostgreSQL a named statement is
   * parsed and planned once per connection; its rows mapped as a kept query's are (row-mapper.ts).
   * Only what the expiry check needs of the session row.
   * The settings' version costs a primary-key probe of a one-row table, and saves the routes that
   * need the settings their own read (decisions.md 89).
   */
  private readonly loadQuery;

  constructor(private readonly db: Db) {
    this.loadQuery = withCompiledRowMapper(
      db
        .select({
          data: sessions.data,
          expiresAt: sessions.expiresAt,
          createdAt: sessions.createdAt,
          user: sessionUserColumns,
          settingsVersion: businessSettings.version,
        })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .leftJoin(businessSettings, eq(businessSettings.id, BUSINESS_SETTINGS_ROW))
        .where(eq(sessions.id, sql.placeholder('sessionId')))
        .prepare('load_session'),
    );
  }

  get(sessionId: string, callback: GetCallback): void {
    this.load(sessionId).then((session) => callback(null, session), callback);
  }

  set(sessionId: string, session: Session, callback: Callback): void {
    this.save(sessionId, session).then(() => callback(), callback);
  }

  destroy(sessionId: string, callback: Callback): void {
    this.remove(sessionId).then(() => callback(), callback);
  }

  /**
   * Whether this session's idle expiry, as last read or written here, is due to slide forward:
   * at most once per EXPIRY_REFRESH_MS. Only for a session this instance has loaded or saved.
   */
  isExpiryRefreshDue(sessionId: string): boolean {
    const last = this.lastWritten.get(sessionId);
    return last !== undefined && Date.now() + SESSION_IDLE_MS - last.expiresAt >= EXPIRY_REFRESH_MS;
  }

  /** The user and settings' version loaded with this session during the current request, when it is still `userId`'s. */
  loadedWith(sessionId: string, userId: number): LoadedWithSession | undefined {
    const loaded = this.loadedWithSession.get(sessionId);
    return loaded?.user.id === userId ? loaded : undefined;
  }

  private async load(sessionId: string): Promise<Session | null> {
    const [found] = await this.loadQuery.execute({ sessionId });
    if (!found) return null;
    const { user, settingsVersion, ...row } = found;
    if (isExpired(row, Date.now())) {
      await this.remove(sessionId);
      return null;
    }
    if (user) boundedSet(this.loadedWithSession, sessionId, { user, settingsVersion }, REMEMBERED_SESSIONS);
    else this.loadedWithSession.delete(sessionId);
    this.remember(sessionId, row.data, row.expiresAt.getTime());
    // No `cookie` field: the plugin then builds the cookie from its options (a fresh idle window).
    return row.data as unknown as Session;
  }

  private async save(sessionId: string, session: Session): Promise<void> {
    const data = sessionData(session);
    const json = stableJson(data);
    const expiresAt = Date.now() + SESSION_IDLE_MS;
    const last = this.lastWritten.get(sessionId);
    // Compared here, not kept as JSON when read: most requests save nothing.
    if (last && stableJson(last.data) === json && !this.isExpiryRefreshDue(sessionId)) return;

    const userId = typeof data.userId === 'number' ? data.userId : null;
    const values = { data, userId, expiresAt: new Date(expiresAt) };
    if (userId !== null) {
      // A signed-in session's row was inserted when its id was issued (regenerate at sign-in).
      // Only update it: a request still in flight must not bring back a session ended meanwhile
      // (logout elsewhere, endAllSessions after a password reset).
      await this.db.update(sessions).set(values).where(eq(sessions.id, sessionId));
    } else {
      await this.db
        .insert(sessions)
        .values({ id: sessionId, ...values })
        .onConflictDoUpdate({ target: sessions.id, set: values });
    }
    this.remember(sessionId, data, expiresAt);
  }

  private async remove(sessionId: string): Promise<void> {
    this.lastWritten.delete(sessionId);
    this.loadedWithSession.delete(sessionId);
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  private remember(sessionId: string, data: Record<string, unknown>, expiresAt: number) {
    boundedSet(this.lastWritten, sessionId, { data, expiresAt }, REMEMBERED_SESSIONS);
  }
}

function isExpired(row: Pick<SessionRow, 'data' | 'expiresAt' | 'createdAt'>, now: number): boolean {
  if (row.expiresAt.getTime() <= now) return true;
  const signedInAt = typeof row.data.signedInAt === 'number' ? row.data.signedInAt : Infinity;
  const startedAt = Math.min(row.createdAt.getTime(), signedInAt);
  return startedAt + SESSION_MAX_LIFETIME_MS <= now;
}

/** The session's own fields; the cookie is rebuilt from the plugin's options on every load. */
function sessionData(session: Session): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(session)) {
    if (key !== 'cookie' && value !== undefined) data[key] = value;
  }
  return data;
}

/** JSON with sorted top-level keys: jsonb reorders keys, and equal data must compare equal. */
function stableJson(data: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** Deletes rows past their idle expiry or absolute lifetime; the store ignores them anyway. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.createdAt, new Date(now - SESSION_MAX_LIFETIME_MS))));
}
