// Whatever a client sends, the API answers with a clear 4xx and a message, never a 500.
// Every route gets the same battery of wrong types, odd values and broken bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../tests/helpers/api-call';
import { postPet } from '../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { registerUser, type RegisteredUser } from '../../tests/helpers/users';
import { findNulText } from './nul-guard';

let t: TestApp;
let owner: RegisteredUser;
let petId: number;
let recordId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  // Both must exist, or the routes below would answer 400/404 for the id alone and prove nothing.
  petId = (await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' })).id;
  const record = await callAs(t.app, 'POST', `/api/pets/${petId}/vet-records`, owner, { visitDate: '2024-03-05', veterinarian: 'Dr. Lee' });
  expect(record.statusCode).toBe(201);
  recordId = record.json().id;
});
afterAll(() => t.close());

const routes = () => [
  ['POST', '/api/register'],
  ['POST', '/api/login'],
  ['POST', '/api/pets'],
  ['PUT', `/api/pets/${petId}`],
  ['POST', `/api/pets/${petId}/vet-records`],
  ['PUT', `/api/vet-records/${recordId}`],
] as const;

const fieldNames = [
  'username', 'password', 'email', 'firstName', 'lastName', 'isTrainer',
  'name', 'petType', 'breed', 'age', 'size', 'temperament', 'dietaryNeeds', 'medicalConditions',
  'vaccinationStatus', 'profilePhoto',
  'visitDate', 'date', 'veterinarian', 'vetName', 'recordType', 'clinicName', 'diagnosis',
  'followUpDate', 'nextAppointmentDate', 'attachments', 'documents', 'notes',
];

const oddValues: unknown[] = [
  null, 0, -1, 1.5, 1e308, true, [], {}, [1, 'a'], { $gt: '' }, '', ' ', 'x'.repeat(6000),
  '2024-02-30', '99999-01-01', '\u202e\u0000', '../../etc/passwd', '<script>alert(1)</script>',
];

const rawBodies = ['null', '[]', '"text"', '42', 'true', '{', '{"a":1,}', '\u0000', '{"__proto__":{"x":1}}'];

async function send(method: string, url: string, payload: string) {
  return t.app.inject({ method: method as 'POST', url, payload, headers: { cookie: owner.cookie, 'content-type': 'application/json' } });
}

function expectClearRefusalOrSuccess(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what} -> ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(typeof JSON.parse(res.body).message, what).toBe('string');
}

describe('malformed input', () => {
  it('never answers 500 to a broken or wrongly shaped body', async () => {
    for (const [method, url] of routes()) {
      for (const raw of rawBodies) expectClearRefusalOrSuccess(await send(method, url, raw), `${method} ${url} ${raw}`);
    }
  });

  it('never answers 500 to a field of the wrong type or an odd value', async () => {
    for (const [method, url] of routes()) {
      for (const value of oddValues) {
        const payload = Object.fromEntries(fieldNames.map((field) => [field, value]));
        expectClearRefusalOrSuccess(await send(method, url, JSON.stringify(payload)), `${method} ${url} ${JSON.stringify(value)}`);
      }
    }
  });

  it('never answers 500 to odd ids and query values', async () => {
    const urls = [
      '/api/pets/0', '/api/pets/-1', '/api/pets/1.5', '/api/pets/abc', '/api/pets/99999999999999999999',
      '/api/pets/%00', '/api/pets?limit=abc', '/api/pets?limit=0', '/api/pets?cursor=-5', '/api/pets?cursor=%00',
      `/api/pets/${petId}/vet-records?limit=1e9`, '/api/notifications?cursor=abc', '/api/vet-records/abc',
    ];
    for (const url of urls) {
      expectClearRefusalOrSuccess(await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } }), `GET ${url}`);
    }
  });

  it('leaves the owner’s pet exactly as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/pets/${petId}`, headers: { cookie: owner.cookie } });
    expect(res.json()).toMatchObject({ name: 'Rex', petType: 'dog', breed: 'Beagle' });
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
