// Issue 14, part 5: the session cookie's attributes (decisions.md 27, API conventions): HttpOnly,
// SameSite=Lax and Path=/ always; over https (PUBLIC_URL https behind a TLS proxy) also Secure
// with the __Host- prefix, on sign-in and on sign-out's clearing alike; sign-in's lasts a day idle.
// A tampered cookie is no one's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { uniqueUsername } from '../../helpers/users';

let plain: TestApp;
let secure: TestApp;
const HTTPS = { 'x-forwarded-proto': 'https', host: 'paws.example', origin: 'https://paws.example' };

beforeAll(async () => {
  plain = await createTestApp();
  secure = await createTestApp({ env: { PUBLIC_URL: 'https://paws.example', TRUST_PROXY: 'on' } });
});
afterAll(async () => {
  await plain?.close();
  await secure?.close();
});

/** Registers, then signs in again: both answers' Set-Cookie headers, and the logout's. */
async function cookiesOf(app: TestApp, headers: Record<string, string> = {}) {
  const username = uniqueUsername('cookie');
  const credentials = { username, password: 'walkies-at-dawn' };
  const registered = await app.app.inject({
    method: 'POST',
    url: '/api/register',
    headers,
    payload: { ...credentials, email: `${username}@example.com` },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const login = await app.app.inject({ method: 'POST', url: '/api/login', headers, payload: credentials });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  const logout = await app.app.inject({ method: 'POST', url: '/api/logout', headers: { ...headers, cookie } });
  expect(logout.statusCode).toBe(204);
  return { cookie, headers: [registered, login, logout].map((res) => String(res.headers['set-cookie'])) };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const attributes = (header: string) =>
  header
    .split(';')
    .slice(1)
    .map((part) => part.trim().split('=')[0].toLowerCase());

describe('the session cookie', () => {
  it('over http: HttpOnly, SameSite=Lax, Path=/, no Domain, not Secure', async () => {
    const { headers } = await cookiesOf(plain);
    for (const header of headers) {
      expect(header).toMatch(/^pawsconnect\.sid=/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/');
      expect(attributes(header)).not.toContain('domain');
      expect(attributes(header)).not.toContain('secure');
    }
    // Register's and sign-in's cookies expire after a day idle (the sliding expiry itself is in
    // server/features/auth/sessions.test.ts); logout's clears it.
    for (const header of headers.slice(0, 2)) {
      const expiresInMs = Date.parse(/Expires=([^;]+)/.exec(header)![1]) - Date.now();
      expect(expiresInMs).toBeGreaterThan(DAY_MS - HOUR_MS);
      expect(expiresInMs).toBeLessThanOrEqual(DAY_MS);
    }
    expect(headers[2]).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('over https: also Secure, under the __Host- prefix (so no subdomain can set or read it)', async () => {
    const { headers } = await cookiesOf(secure, HTTPS);
    for (const header of headers) {
      expect(header).toMatch(/^__Host-pawsconnect\.sid=/);
      expect(attributes(header)).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite', 'path']));
      expect(header).toContain('Path=/');
      expect(attributes(header)).not.toContain('domain');
    }
  });

  it('is no one’s once its value or signature is changed', async () => {
    const username = uniqueUsername('tamper');
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, password: 'walkies-at-dawn', email: `${username}@example.com` },
    });
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const [name, value] = cookie.split('=');
    // The signature's second-to-last character (the last one may carry padding bits only).
    const flipped = value.slice(0, -2) + (value.at(-2) === 'A' ? 'B' : 'A') + value.slice(-1);
    for (const tampered of [`${name}=${flipped}`, `${name}=x${value}`]) {
      const me = await plain.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: tampered } });
      expect(me.statusCode, tampered).toBe(401);
    }
    expect((await plain.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });
});
