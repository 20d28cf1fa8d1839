// Issue 14, part 5: a session id is worth nothing outside its sign-in. An id planted before
// sign-in is not the one after it; a cookie used after logout, or after a password reset, gets
// 401 on every kind of call and on /ws; a password change keeps only the caller's session.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, sessions } from '../../../server/db/schema';
import { hashResetToken } from '../../../server/features/account/recovery.service';
import { callAs } from '../../helpers/api-call';
import { useTestApp } from '../../helpers/use-test-app';
import { cookieFrom, loginAs, type RegisteredUser } from '../../helpers/users';
import { listenForSockets, openSocket, type SocketTarget } from '../../helpers/ws-client';

const t = useTestApp();
let target: SocketTarget;

beforeAll(async () => {
  target = await listenForSockets(t.app);
});

/** The session id inside a cookie (`pawsconnect.sid=<id>.<signature>`). */
const sessionIdOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]).split('.')[0];

const login = (username: string, password: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', headers: cookie ? { cookie } : {}, payload: { username, password } });

/** Signed out on a read, a write and the socket: what a stale cookie must get everywhere. */
async function expectSignedOut(cookie: string, what: string) {
  const who = { cookie };
  expect((await callAs(t.app, 'GET', '/api/user', who)).statusCode, `${what}: GET /api/user`).toBe(401);
  expect((await callAs(t.app, 'GET', '/api/pets', who)).statusCode, `${what}: GET /api/pets`).toBe(401);
  expect(
    (await callAs(t.app, 'POST', '/api/pets', who, { name: 'Rex', petType: 'dog', breed: 'Beagle' })).statusCode,
    `${what}: POST /api/pets`,
  ).toBe(401);
  await expect(openSocket(target.url, { cookie, origin: target.origin }), `${what}: /ws`).rejects.toThrow('refused 401');
}

async function issueResetToken(user: RegisteredUser) {
  const token = randomBytes(32).toString('hex');
  await t.db
    .insert(passwordResetTokens)
    .values({ userId: user.user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + 600_000) });
  return token;
}

describe('session fixation', () => {
  it('gives a new id at sign-in: a session planted in the browser beforehand never becomes the victim’s', async () => {
    const attacker = await t.register();
    const victim = await t.register();
    const res = await login(victim.user.username, victim.password, attacker.cookie);
    expect(res.statusCode).toBe(200);
    const after = cookieFrom(res.headers['set-cookie']);
    expect(sessionIdOf(after)).not.toBe(sessionIdOf(attacker.cookie));
    expect((await callAs(t.app, 'GET', '/api/user', { cookie: after })).json().id).toBe(victim.user.id);
    // The planted id is spent: it is nobody's now, certainly not the victim's.
    expect((await callAs(t.app, 'GET', '/api/user', attacker)).statusCode).toBe(401);
  });

  it('ignores a forged or made-up session id and issues its own', async () => {
    const user = await t.register();
    for (const planted of ['pawsconnect.sid=made-up-id', `pawsconnect.sid=${sessionIdOf(user.cookie)}.forged-signature`]) {
      const res = await login(user.user.username, user.password, planted);
      expect(res.statusCode).toBe(200);
      const after = cookieFrom(res.headers['set-cookie']);
      expect(after).not.toBe(planted);
      expect(sessionIdOf(after)).not.toBe(sessionIdOf(planted));
      expect((await callAs(t.app, 'GET', '/api/user', { cookie: planted })).statusCode).toBe(401);
    }
  });

  it('never stores a session for a visitor who has not signed in', async () => {
    const before = await t.db.$count(sessions);
    const res = await t.app.inject({ method: 'GET', url: '/api/training-programs', headers: { cookie: 'pawsconnect.sid=made-up-id' } });
    // At most the made-up cookie is cleared; no new id is handed out.
    expect(String(res.headers['set-cookie'] ?? 'pawsconnect.sid=;')).toMatch(/^pawsconnect\.sid=;/);
    expect(await t.db.$count(sessions)).toBe(before);
  });
});

describe('after logout', () => {
  it('the old cookie is signed out everywhere and its row is gone', async () => {
    const user = await t.register();
    const socket = await openSocket(target.url, { cookie: user.cookie, origin: target.origin });
    const res = await callAs(t.app, 'POST', '/api/logout', user);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^pawsconnect\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await socket.closed).code).toBeGreaterThan(0);
    await expectSignedOut(user.cookie, 'after logout');
    expect(await t.db.$count(sessions, eq(sessions.userId, user.user.id))).toBe(0);
  });
});

describe('after a password reset', () => {
  it('every session of the user ends, sockets included, and only the new password signs in', async () => {
    const user = await t.register();
    const other = await t.register();
    const second = await loginAs(t.app, user.user.username, user.password);
    const socket = await openSocket(target.url, { cookie: second, origin: target.origin });
    const res = await callAs(t.app, 'POST', '/api/reset-password', undefined, {
      token: await issueResetToken(user),
      email: user.user.email,
      newPassword: 'a-brand-new-password',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await socket.closed).code).toBeGreaterThan(0);
    await expectSignedOut(user.cookie, 'first session after the reset');
    await expectSignedOut(second, 'second session after the reset');
    expect((await callAs(t.app, 'GET', '/api/user', other)).statusCode).toBe(200);
    expect((await login(user.user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.user.username, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('a password change ends the other sessions and keeps the caller’s', async () => {
    const user = await t.register();
    const second = await loginAs(t.app, user.user.username, user.password);
    const res = await callAs(t.app, 'POST', '/api/user/password', user, {
      currentPassword: user.password,
      newPassword: 'another-new-password',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await callAs(t.app, 'GET', '/api/user', user)).statusCode).toBe(200);
    await expectSignedOut(second, 'the other session after a password change');
  });
});
