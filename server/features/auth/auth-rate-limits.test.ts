// The limits are on here (every other test file turns them off). Each test uses its own client
// addresses and users so the counters of one test never affect another.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, uniqueUsername } from '../../../tests/helpers/users';
import { LOGIN_DELAY_CAP_MS, loginDelayMs } from './auth-limits';

const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };

const t = useTestApp({ rateLimits: true });

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

const register = (remoteAddress: string, username = uniqueUsername('limit')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password: 'walkies-at-dawn', email: `${username}@example.com` },
    remoteAddress,
  });

async function failTimes(times: number, username: string, address: (attempt: number) => string) {
  for (let attempt = 0; attempt < times; attempt++) {
    expect((await login(username, 'wrong-password', address(attempt))).statusCode).toBe(401);
  }
}

describe('failed logins per address and username', () => {
  it('after 10 wrong passwords from one address, that address gets 429 and another still signs in', async () => {
    const { user, password } = await registerUser(t.app);
    await failTimes(10, user.username, () => '10.0.1.1');

    const blocked = await login(user.username.toUpperCase(), password, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['set-cookie']).toBeUndefined();

    const owner = await login(user.username, password, '10.0.1.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ id: user.id });
    // The locked-out address may still sign in to other accounts.
    const other = await registerUser(t.app);
    expect((await login(other.user.username, other.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it('checks at most 10 of 25 wrong passwords sent at once from one address', async () => {
    const { user } = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 25 }, () => login(user.username, 'wrong-password', '10.0.2.1')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('does not count successful logins', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login(user.username, password, '10.0.3.1')).statusCode).toBe(200);
    }
    // Nine failures plus successes in between still leave the tenth failure allowed.
    await failTimes(9, user.username, () => '10.0.3.1');
    expect((await login(user.username, password, '10.0.3.1')).statusCode).toBe(200);
    expect((await login(user.username, 'wrong-password', '10.0.3.1')).statusCode).toBe(401);
    expect((await login(user.username, password, '10.0.3.1')).statusCode).toBe(429);
  });
});

describe('failed logins for a username from many addresses', () => {
  it('slow its logins down but never refuse the right password', async () => {
    const { user, password } = await registerUser(t.app);
    await failTimes(12, user.username, (attempt) => `10.0.4.${attempt + 1}`);
    const started = Date.now();
    const res = await login(user.username, password, '10.0.4.200');
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(loginDelayMs(12) - 5);
  });

  it('grow the delay from the 11th failure and cap it', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(10)).toBe(0);
    expect(loginDelayMs(12)).toBe(300);
    expect(loginDelayMs(1000)).toBe(LOGIN_DELAY_CAP_MS);
    expect(LOGIN_DELAY_CAP_MS).toBeLessThanOrEqual(2000);
  });
});

describe('failed logins per address', () => {
  it('refuse an address after 100 failures across usernames, loopback included', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await login(uniqueUsername('nobody'), 'wrong-password', '127.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(user.username, password, '127.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await login(user.username, password, '10.0.5.1')).statusCode).toBe(200);
  });

  it('count an IPv6 client by its /64 network', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(user.username, 'wrong-password', `2001:db8:1:2::${attempt + 1}`)).statusCode).toBe(401);
    }
    expect((await login(user.username, password, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await login(user.username, password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('registration limit', () => {
  it('refuses a 101st registration from one address within an hour and stores nothing', async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await register('10.0.6.1')).statusCode).toBe(201);
    }
    const username = uniqueUsername('refused');
    const blocked = await register('10.0.6.1', username);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.database.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);

    expect((await register('10.0.6.2')).statusCode).toBe(201);
  });
});
