// Requests the API refuses before any feature code runs: other sites, other content types,
// broken or oversized JSON. Each answer is { message } and nothing is stored.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { useTestApp } from '../../tests/helpers/use-test-app';
import { createTestApp } from '../../tests/helpers/test-app';
import { registerUser, uniqueUsername } from '../../tests/helpers/users';
import { tinyPng } from '../../tests/helpers/factories';

// Without PUBLIC_URL: the cross-site guard takes the site's origin from the request's Host.
const t = useTestApp({ env: { PUBLIC_URL: '' } });

function registration() {
  const username = uniqueUsername('bad');
  return { username, password: 'walkies-at-dawn', email: `${username}@example.com` };
}

async function userExists(username: string) {
  const rows = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return rows.length > 0;
}

describe('cross-site requests', () => {
  it('refuses a state-changing request whose Origin names another host, and creates nothing', async () => {
    const payload = registration();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://evil.example', host: 'paws.example' },
      payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await userExists(payload.username)).toBe(false);
  });

  it('refuses `Origin: null` and a signed-in cross-site logout keeps the session', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'null', cookie } });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the same origin, with or without an explicit default port', async () => {
    for (const host of ['paws.example', 'paws.example:80']) {
      const payload = registration();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'http://paws.example', host },
        payload,
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('compares the scheme too: an http page cannot post to the https site', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'on', PUBLIC_URL: '' } });
    try {
      const payload = registration();
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'http://paws.example', host: 'paws.example', 'x-forwarded-proto': 'https' },
        payload,
      });
      expect(res.statusCode).toBe(403);
      const same = await proxied.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'https://paws.example', host: 'paws.example', 'x-forwarded-proto': 'https' },
        payload,
      });
      expect(same.statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('with PUBLIC_URL set, trusts its origin and not the Host header', async () => {
    const published = await createTestApp({ env: { PUBLIC_URL: 'https://paws.example' } });
    try {
      const post = (origin: string, host: string) =>
        published.app.inject({ method: 'POST', url: '/api/register', headers: { origin, host }, payload: registration() });
      expect((await post('https://evil.example', 'evil.example')).statusCode).toBe(403);
      expect((await post('http://paws.example', 'paws.example')).statusCode).toBe(403);
      expect((await post('https://paws.example', 'internal:5000')).statusCode).toBe(201);
    } finally {
      await published.close();
    }
  });

  it('refuses a multipart upload that carries no Origin (a cross-site form can send one)', async () => {
    const { cookie } = await registerUser(t.app);
    const pet = await t.app.inject({
      method: 'POST',
      url: '/api/pets',
      headers: { cookie },
      payload: { name: 'Rex', petType: 'dog', breed: 'Beagle' },
    });
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'p.png');
    const res = await t.app.inject({ method: 'POST', url: `/api/pets/${pet.json().id}/photo`, headers: { cookie }, payload: form });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    const stored = await t.app.inject({ method: 'GET', url: `/api/pets/${pet.json().id}`, headers: { cookie } });
    expect(stored.json().profilePhoto).toBeNull();
  });

  it('accepts the same origin on a non-default port', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000' },
      payload: registration(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('does not trust X-Forwarded-Host unless the app is behind a trusted proxy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://evil.example', host: 'paws.example', 'x-forwarded-host': 'evil.example' },
      payload: registration(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets GET requests from other origins through (they change nothing)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('content types', () => {
  it('refuses a text/plain body with 415 and creates nothing', async () => {
    const payload = registration();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/application\/json/);
    expect(await userExists(payload.username)).toBe(false);
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('refuses %s on JSON routes', async (type) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': type },
      payload: 'username=someone&password=secret-enough',
    });
    expect(res.statusCode).toBe(415);
  });

  it('accepts application/json with a charset', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(registration()),
    });
    expect(res.statusCode).toBe(201);
  });

  it('needs no content type for a call without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(204);
  });
});

describe('malformed and oversized JSON', () => {
  it('answers invalid JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "someone", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a body over 1 MB with 413 and a message, storing nothing', async () => {
    const payload = { ...registration(), firstName: 'x'.repeat(1024 * 1024 + 10) };
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await userExists(payload.username)).toBe(false);
  });

  it('answers a JSON array or string instead of an object with 400', async () => {
    const countUsers = () => t.database.db.$count(users);
    const before = await countUsers();
    for (const body of ['[]', '"text"', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await countUsers()).toBe(before);
  });
});

describe('deeply nested JSON', () => {
  it('answers 400 (not a stack overflow) to a body nested 8,000 levels deep, and stores nothing', async () => {
    const { cookie } = await registerUser(t.app);
    const payload = `{"name":"Rex","petType":"dog","breed":"Beagle","size":${'['.repeat(8000)}${']'.repeat(8000)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pets',
      headers: { cookie, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request is nested too deeply (at most 32 levels).' });
    const pets = await t.app.inject({ method: 'GET', url: '/api/pets', headers: { cookie } });
    expect(pets.json()).toEqual([]);
  });
});

describe('private responses', () => {
  it('tell every cache not to store them', async () => {
    const { cookie } = await registerUser(t.app);
    for (const url of ['/api/user', '/api/pets', '/api/notifications', '/api/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/pets' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('include the 404 for an unknown API route (issue 27, item 9)', async () => {
    const { cookie } = await registerUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/no-such-route'],
      ['GET', '/api/pets/1/no-such-part'],
      ['DELETE', '/api/nothing-here'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });
});
