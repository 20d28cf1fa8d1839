import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { statementsDuring } from '../../../tests/helpers/statement-count';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { cookieFrom, loginAs, registerUser, uniqueUsername } from '../../../tests/helpers/users';

const t = useTestApp();

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/register', payload });
const login = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers: cookie ? { cookie } : {} });
const getUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

function validRegistration(overrides: Record<string, unknown> = {}) {
  const username = uniqueUsername('reg');
  return { username, password: 'walkies-at-dawn', email: `${username}@example.com`, ...overrides };
}

async function storedUser(username: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

describe('POST /api/register', () => {
  it('creates the account (an owner with a pending trainer application), stores an argon2id hash and signs the user in', async () => {
    const payload = validRegistration({ firstName: 'Ada', lastName: 'Lovelace', isTrainer: true });
    const res = await register(payload);

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: payload.username,
      email: payload.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      // The switch files an application; an admin decides (decisions.md 50).
      isTrainer: false,
      roles: [],
      trainerApplication: { status: 'pending' },
      bio: null,
      photoUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body).not.toContain('password');

    const row = await storedUser(payload.username);
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.password).not.toContain(payload.password);

    const me = await getUser(cookieFrom(res.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it('defaults isTrainer to false and optional names to null', async () => {
    const res = await register(validRegistration());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isTrainer: false, firstName: null, lastName: null });
  });

  it.each([
    ['username shorter than 3', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['password shorter than 6', { password: 'abc12' }, 'password', 'Password must be at least 6 characters'],
    ['invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    ['missing email', { email: undefined }, 'email', 'Please enter a valid email'],
  ])('refuses a %s with its message', async (_case, overrides, field, message) => {
    const payload = validRegistration(overrides);
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, details: { [field]: message } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await storedUser(payload.username)).toBeUndefined();
  });

  it('refuses unknown fields, such as confirmPassword', async () => {
    const payload = validRegistration({ confirmPassword: 'walkies-at-dawn' });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await storedUser(payload.username)).toBeUndefined();
  });

  it.each([
    ['username as a number', { username: 12345 }],
    ['isTrainer as a string', { isTrainer: 'yes' }],
    ['firstName as an object', { firstName: { first: 'Ada' } }],
    ['an oversized first name', { firstName: 'A'.repeat(101) }],
    ['an oversized password', { password: 'p'.repeat(201) }],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides) => {
    const payload = validRegistration(overrides);
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await t.database.db.$count(users, eq(users.email, payload.email))).toBe(0);
  });

  it('refuses a username taken in another case with 409', async () => {
    const { user } = await registerUser(t.app);
    const res = await register(validRegistration({ username: user.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Username or email already in use' });
  });

  it('refuses an email taken in another case with 409', async () => {
    const { user } = await registerUser(t.app);
    const res = await register(validRegistration({ email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Username or email already in use' });
  });

  it('refuses one of the most common passwords on the password field', async () => {
    const payload = validRegistration({ password: 'Password123' });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.password).toMatch(/too common/);
    expect(await storedUser(payload.username)).toBeUndefined();
  });
});

describe('POST /api/login', () => {
  it('signs in with the username in any case and returns the user without the password', async () => {
    const { user, password } = await registerUser(t.app);
    const res = await login({ username: user.username.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
    expect(res.body).not.toContain('password');
    const me = await getUser(cookieFrom(res.headers['set-cookie']));
    expect(me.json().id).toBe(user.id);
  });

  it('refuses a wrong password or an unknown username with the same 401', async () => {
    const { user } = await registerUser(t.app);
    const wrongPassword = await login({ username: user.username, password: 'not-the-password' });
    const unknownUser = await login({ username: uniqueUsername('ghost'), password: 'not-the-password' });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    [{ username: 'ab', password: 'secret-enough' }, 'Username must be at least 3 characters'],
    [{ username: 'someone', password: 'short' }, 'Password must be at least 6 characters'],
  ])('checks the login form rules: %o', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('issues a new session id at login and retires the one sent with it', async () => {
    const { user, cookie: before, password } = await registerUser(t.app);
    const after = await loginAs(t.app, user.username, password);
    const res = await login({ username: user.username, password }, before);
    const fresh = cookieFrom(res.headers['set-cookie']);

    expect(after).not.toBe(before);
    expect(fresh).not.toBe(before);
    expect((await getUser(before)).statusCode).toBe(401);
    expect((await getUser(after)).statusCode).toBe(200);
    expect((await getUser(fresh)).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('deletes the session row, clears the cookie, and the old cookie stops working', async () => {
    const { user, cookie } = await registerUser(t.app);
    const rowsBefore = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rowsBefore).toHaveLength(1);

    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(String(res.headers['set-cookie'])).toMatch(/^pawsconnect\.sid=;.*Expires=Thu, 01 Jan 1970/);

    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('answers 204 when already signed out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(204);
  });
});

describe('GET /api/user', () => {
  it('answers 401 with a message when signed out', async () => {
    const res = await getUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 401 for a cookie that was never issued', async () => {
    const res = await getUser('pawsconnect.sid=forged.value');
    expect(res.statusCode).toBe(401);
  });

  it('reads the session and then the rest of the profile in one select (decisions.md 111)', async () => {
    const { user, cookie } = await registerUser(t.app, { isTrainer: true }, { approve: false });
    const { statements, result } = await statementsDuring(() => getUser(cookie));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ id: user.id, bio: null, photoUrl: null, trainerApplication: { status: 'pending' } });
    expect(result.json()).not.toHaveProperty('pendingEmail');
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/from "sessions"/);
    expect(statements[1]).toMatch(/from "users" left join "trainer_applications"/);
  });
});
