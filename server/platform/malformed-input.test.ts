// Whatever a client sends, the API answers with a clear 4xx and a message, never a 500 and never
// a success. The routes come from the app's own catalogue, so a new route is covered without
// editing this file; ids in paths name the signed-in owner's real objects where we know the kind,
// so a refusal is about the malformed part and not a missing object.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { postPet, uploadPetPhoto } from '../../tests/helpers/factories';
import { TEST_ORIGIN } from '../../tests/helpers/api-call';
import { useTestApp } from '../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../tests/helpers/users';
import type { CataloguedRoute } from './route-catalogue';
import { findNulText } from './nul-guard';

const t = useTestApp();
let owner: RegisteredUser;
const realIds: Record<string, string> = {};

beforeAll(async () => {
  owner = await t.register();
  const pet = await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' });
  const photo = (await uploadPetPhoto(t.app, owner, pet.id)).profilePhoto!;
  const record = await t.call('POST', `/api/pets/${pet.id}/vet-records`, owner, { visitDate: '2024-03-05', veterinarian: 'Dr. Lee' });
  expect(record.statusCode).toBe(201);
  realIds.petId = String(pet.id);
  realIds['/api/pets/:petId'] = String(pet.id);
  realIds['/api/vet-records/:id'] = String(record.json().id);
  realIds.file = photo.split('/').pop()!;
});

const apiRoutes = (): CataloguedRoute[] =>
  t.app.routeCatalogue.filter((route) => route.url.startsWith('/api/') || route.url.startsWith('/uploads/'));

/** The route's path with each parameter replaced: a real id of ours where known, else `fallback`. */
function pathFor(route: CataloguedRoute, override?: { param: string; value: string }): string {
  return route.url.replace(/:(\w+)/g, (_match, param: string) => {
    if (override?.param === param) return override.value;
    const prefix = route.url.slice(0, route.url.indexOf(`:${param}`) + param.length + 1);
    return realIds[prefix] ?? realIds[param] ?? '1';
  });
}

const hasBody = (route: CataloguedRoute) => Boolean(route.schema?.body);
const bodyFields = (route: CataloguedRoute): string[] => {
  const body = route.schema?.body as (ZodType & { shape?: Record<string, unknown>; def?: { in?: { shape?: object } } }) | undefined;
  const shape = body?.shape ?? (body?.def?.in as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

async function send(method: string, url: string, payload?: string, contentType = 'application/json') {
  return t.app.inject({
    method: method as 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { cookie: owner.cookie, origin: TEST_ORIGIN, ...(payload === undefined ? {} : { 'content-type': contentType }) },
  });
}

let requestsSent = 0;

function expectClearRefusal(res: { statusCode: number; body: string }, what: string) {
  requestsSent += 1;
  expect(res.statusCode, `${what} -> ${res.statusCode} ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what} -> ${res.statusCode} ${res.body}`).toBeLessThan(500);
  expect(typeof JSON.parse(res.body).message, what).toBe('string');
}

const brokenBodies = ['{', '{"a":1,}', '\u0000', '{"name": "x"'];
const wrongShapes = ['null', '[]', '"text"', '42', 'true', '{"__unexpected__": true}'];
const wrongTypeValues: unknown[] = [[[[]]], { $gt: '' }, 'x'.repeat(6000), -1e308, '\u202e\u0000'];
const oddIds = ['0', '-1', '1.5', 'abc', '0x10', '1e2', '+5', ' 7', '99999999999999999999', '%00', "1'--"];
const oddQueries = ['limit=abc', 'limit=0', 'limit=1e9', 'cursor=-5', 'cursor=%00', 'cursor=0x10', 'limit[]=1'];

describe('malformed input on every registered route', () => {
  it('covers the routes the app registers (the catalogue is not empty)', () => {
    const urls = apiRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['POST /api/pets', 'PUT /api/vet-records/:id', 'GET /api/notifications']));
  });

  it('refuses a broken JSON body on every route that changes something', async () => {
    for (const route of apiRoutes().filter((r) => r.method !== 'GET')) {
      for (const raw of brokenBodies)
        expectClearRefusal(await send(route.method, pathFor(route), raw), `${route.method} ${route.url} ${raw}`);
    }
  });

  it('refuses bodies of the wrong shape on every route that takes one', async () => {
    for (const route of apiRoutes().filter(hasBody)) {
      for (const raw of wrongShapes)
        expectClearRefusal(await send(route.method, pathFor(route), raw), `${route.method} ${route.url} ${raw}`);
    }
  });

  it('refuses a wrongly typed value in each field of every body', async () => {
    for (const route of apiRoutes().filter(hasBody)) {
      for (const field of bodyFields(route)) {
        for (const value of wrongTypeValues) {
          const payload = JSON.stringify({ [field]: value });
          expectClearRefusal(
            await send(route.method, pathFor(route), payload),
            `${route.method} ${route.url} ${field}=${JSON.stringify(value).slice(0, 40)}`,
          );
        }
      }
    }
  });

  it('refuses other content types on every route that takes a body', async () => {
    for (const route of apiRoutes().filter((r) => r.method !== 'GET')) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        expectClearRefusal(await send(route.method, pathFor(route), 'a=1', type), `${route.method} ${route.url} as ${type}`);
      }
    }
  });

  it('refuses odd ids in every path parameter', async () => {
    for (const route of apiRoutes().filter((r) => r.url.includes(':'))) {
      for (const param of [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1])) {
        for (const id of oddIds) {
          const res = await send(route.method, pathFor(route, { param, value: encodeURIComponent(id) }), hasBody(route) ? '{}' : undefined);
          expectClearRefusal(res, `${route.method} ${route.url} ${param}=${id}`);
        }
      }
    }
  });

  it('refuses odd paging values on every list', async () => {
    for (const route of apiRoutes().filter((r) => r.method === 'GET' && (r.schema?.querystring as { shape?: object } | undefined)?.shape)) {
      const shape = (route.schema!.querystring as { shape: Record<string, unknown> }).shape;
      if (!('limit' in shape)) continue;
      for (const query of oddQueries) {
        expectClearRefusal(await send('GET', `${pathFor(route)}?${query}`), `GET ${route.url}?${query}`);
      }
    }
  });

  it('sent a sizeable battery and left the owner’s data as it was', async () => {
    expect(requestsSent).toBeGreaterThan(300);
    const pet = await t.call('GET', `/api/pets/${realIds.petId}`, owner);
    expect(pet.json()).toMatchObject({ name: 'Rex', petType: 'dog', breed: 'Beagle' });
    const records = await t.call('GET', `/api/pets/${realIds.petId}/vet-records`, owner);
    expect(records.json()).toHaveLength(1);
  });
});

describe('NUL characters', () => {
  it('are refused with a 400 naming the field, before reaching the database', async () => {
    const res = await send('POST', '/api/pets', JSON.stringify({ name: 'Re\u0000x', petType: 'dog', breed: 'Beagle' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Text must not contain NUL characters.',
      details: { name: 'Must not contain NUL characters' },
    });
  });

  it('are found anywhere in a nested value', () => {
    expect(findNulText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNulText({ 'k\u0000': 1 })).toBe('');
    expect(findNulText({ a: 'fine', b: [1, null] })).toBeUndefined();
  });
});

describe('broken Unicode (a lone surrogate)', () => {
  it('is refused with a 400 naming the field: the fuzz found a sign-in with one answering 500', async () => {
    const res = await send('POST', '/api/login', JSON.stringify({ username: '\u00a1\udc00\u00bf', password: 'not-the-password' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Text must be valid Unicode.', details: { username: 'Must be valid Unicode text' } });
  });

  it('leaves well-formed text alone, emoji (surrogate pairs) included', async () => {
    const res = await send('POST', '/api/pets', JSON.stringify({ name: 'Rex \ud83d\udc36', petType: 'dog', breed: 'Beagle' }));
    expect(res.statusCode).toBe(201);
  });
});
