// The limits are on here (every other test file turns them off). Each test uses its own client
// address so the counters of one test never affect another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { registerUser, uniqueUsername } from '../../../tests/helpers/users';

const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

const register = (remoteAddress: string, username = uniqueUsername('limit')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password: 'walkies-at-dawn', email: `${username}@example.com` },
    remoteAddress,
  });

describe('failed login limits', () => {
  it('refuses an 11th attempt on one username within 15 minutes, even with the right password', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await login(user.username, 'wrong-password', `10.0.1.${attempt}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(user.username.toUpperCase(), password, '10.0.1.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['set-cookie']).toBeUndefined();
  });

  it('does not count successful logins', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login(user.username, password, '10.0.2.1')).statusCode).toBe(200);
    }
  });

  it('refuses an address after 100 failures across usernames, loopback included', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 100; attempt++) {
      const res = await login(uniqueUsername('nobody'), 'wrong-password', '127.0.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(user.username, password, '127.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await login(user.username, password, '10.0.3.1')).statusCode).toBe(200);
  });
});

describe('registration limit', () => {
  it('refuses a 101st registration from one address within an hour and stores nothing', async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await register('10.0.4.1')).statusCode).toBe(201);
    }
    const username = uniqueUsername('refused');
    const blocked = await register('10.0.4.1', username);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(await t.database.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);

    expect((await register('10.0.4.2')).statusCode).toBe(201);
  });
});
