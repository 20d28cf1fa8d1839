// Issue 14, part 5: a page on another site cannot act with a visitor's cookie. Every
// state-changing route the server registers (walked from its catalogue, so a new one is covered)
// refuses a foreign Origin with 403 before it reads or stores anything, and so does the /ws
// handshake. The site's origin is PUBLIC_URL's when set, whatever Host the request names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../../../server/platform/cross-site-guard';
import { TEST_ORIGIN } from '../../helpers/api-call';
import { dataFingerprint } from '../../helpers/data-fingerprint';
import { postPet } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { useTestApp } from '../../helpers/use-test-app';
import type { RegisteredUser } from '../../helpers/users';
import { listenForSockets, openSocket } from '../../helpers/ws-client';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Another site; a sandboxed frame or file page ('null'); our host on another port; our host over another scheme. */
const FOREIGN_ORIGINS = ['https://evil.example', 'null', `${TEST_ORIGIN}:8080`, TEST_ORIGIN.replace('http:', 'https:')];

const t = useTestApp();
let owner: RegisteredUser;
let petId: number;

beforeAll(async () => {
  owner = await t.register();
  petId = (await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' })).id;
});

const stateChangingRoutes = () =>
  t.app.routeCatalogue.filter(
    (route) => STATE_CHANGING.has(route.method) && (route.url.startsWith('/api/') || route.url.startsWith('/uploads/')),
  );

/** The route's path with the owner's pet (or 1) in every parameter: without the guard most would succeed. */
const pathOf = (url: string) => url.replace(/:(\w+)/g, () => String(petId));

describe('a foreign Origin', () => {
  it('is refused with 403 on every state-changing route, and nothing is stored', async () => {
    const routes = stateChangingRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const before = await dataFingerprint(t.db);
    let refused = 0;
    for (const route of routes) {
      for (const origin of FOREIGN_ORIGINS) {
        const payload = route.allowMultipart ? undefined : JSON.stringify({ name: 'Hijacked', petType: 'dog', breed: 'Beagle' });
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: pathOf(route.url),
          headers: { cookie: owner.cookie, origin, ...(payload ? { 'content-type': 'application/json' } : {}) },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url} from ${origin}: ${res.body}`).toBe(403);
        expect(res.json().message).toBe(CROSS_SITE_MESSAGE);
        refused += 1;
      }
    }
    expect(await dataFingerprint(t.db)).toEqual(before);
    expect(refused).toBe(routes.length * FOREIGN_ORIGINS.length);
  });

  it('is refused on a multipart upload even without a cookie check passing first', async () => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'a.png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${petId}/photo`,
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      payload: form,
    });
    expect(res.statusCode).toBe(403);
  });

  it('while the site’s own Origin goes through', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/pets/${petId}`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: { name: 'Rex', petType: 'dog', breed: 'Beagle' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is refused at the WebSocket handshake', async () => {
    const target = await listenForSockets(t.app);
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1', `${target.origin}:8080`]) {
      await expect(openSocket(target.url, { cookie: owner.cookie, origin }), origin).rejects.toThrow('refused 403');
    }
    const own = await openSocket(target.url, { cookie: owner.cookie, origin: target.origin });
    own.socket.terminate();
  });
});

describe('with PUBLIC_URL behind a TLS proxy', () => {
  let site: TestApp;
  let cookie: string;
  beforeAll(async () => {
    site = await createTestApp({ env: { PUBLIC_URL: 'https://paws.example', TRUST_PROXY: 'on' } });
    const res = await site.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://paws.example', 'x-forwarded-proto': 'https' },
      payload: { username: 'public_url_user', password: 'walkies-at-dawn', email: 'public_url_user@example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    cookie = String(res.headers['set-cookie']).split(';')[0];
  });
  afterAll(() => site?.close());

  it('judges Origin against PUBLIC_URL, so a forged Host header does not make a foreign page ours', async () => {
    const forged = await site.app.inject({
      method: 'POST',
      url: '/api/pets',
      headers: {
        cookie,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        host: 'evil.example',
        origin: 'https://evil.example',
      },
      payload: { name: 'Rex', petType: 'dog', breed: 'Beagle' },
    });
    expect(forged.statusCode).toBe(403);
    const own = await site.app.inject({
      method: 'POST',
      url: '/api/pets',
      headers: { cookie, 'x-forwarded-proto': 'https', origin: 'https://paws.example' },
      payload: { name: 'Rex', petType: 'dog', breed: 'Beagle' },
    });
    expect(own.statusCode, own.body).toBe(201);
  });
});
