// Session lifetime and storage, seen through the API and the sessions table. The cookie's
// attributes (http and https) are tested once, in tests/reliability/sessions-and-headers/session-cookie.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { endAllSessions } from '../../platform/sessions';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { loginAs, registerUser } from '../../../tests/helpers/users';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const t = useTestApp();

const getUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
const sessionRows = (userId: number) => t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('session cookie', () => {
  it('gives anonymous visitors no cookie and no row', async () => {
    const before = await t.database.db.$count(sessions);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const unauthorized = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(unauthorized.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.$count(sessions)).toBe(before);
  });

  it('stores the user id in its own column and slides the idle expiry on use', async () => {
    const { user, cookie } = await registerUser(t.app);
    const [row] = await sessionRows(user.id);
    expect(row.userId).toBe(user.id);
    expect(row.data).toMatchObject({ userId: user.id, signedInAt: expect.any(Number) });

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + HOUR) })
      .where(eq(sessions.id, row.id));
    expect((await getUser(cookie)).statusCode).toBe(200);
    const [slid] = await sessionRows(user.id);
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + DAY - HOUR);
  });

  it('sends the cookie again only when the idle expiry slides, with the new expiry', async () => {
    const { user, cookie } = await registerUser(t.app);
    const [row] = await sessionRows(user.id);

    const fresh = await getUser(cookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['set-cookie']).toBeUndefined();

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + HOUR) })
      .where(eq(sessions.id, row.id));
    const slid = await getUser(cookie);
    const header = String(slid.headers['set-cookie']);
    expect(header.split(';')[0]).toBe(cookie);
    const expires = Date.parse(/Expires=([^;]+)/.exec(header)![1]);
    expect(expires - Date.now()).toBeGreaterThan(DAY - HOUR);
    expect((await sessionRows(user.id))[0].expiresAt.getTime()).toBeGreaterThan(Date.now() + DAY - HOUR);

    expect((await getUser(cookie)).headers['set-cookie']).toBeUndefined();
  });

  it('keeps the secret in DATA_DIR/session-secret, readable by the owner only', () => {
    const file = path.join(t.config.dataDir, 'session-secret');
    expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('session expiry', () => {
  it('signs out a session idle for more than 24 hours and deletes its row', async () => {
    const { user, cookie } = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));

    const res = await getUser(cookie);
    expect(res.statusCode).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });

  it('signs out a session signed in more than 14 days ago, even if used recently', async () => {
    const { user, cookie } = await registerUser(t.app);
    const [row] = await sessionRows(user.id);
    await t.database.db
      .update(sessions)
      .set({ data: { ...row.data, signedInAt: Date.now() - 15 * DAY } })
      .where(eq(sessions.id, row.id));

    expect((await getUser(cookie)).statusCode).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });

  it('signs out a session whose row was created more than 14 days ago', async () => {
    const { user, cookie } = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(sessions.userId, user.id));
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});

describe('endAllSessions', () => {
  it('signs a user out on every device and leaves other users signed in', async () => {
    const { user, cookie, password } = await registerUser(t.app);
    const second = await loginAs(t.app, user.username, password);
    const other = await registerUser(t.app);

    await endAllSessions(t.database.db, user.id);

    expect((await getUser(cookie)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(401);
    expect((await getUser(other.cookie)).statusCode).toBe(200);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });
});
