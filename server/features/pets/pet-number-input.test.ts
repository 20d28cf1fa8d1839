// Numbers arrive as plain decimal integers or not at all: ' 0x10 ', '1e2', '+5' and '1.0' are
// refused (400, field named) as ages, ids, limits and cursors, and nothing is stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { pets } from '../../db/schema';
import { apiCaller } from '../../../tests/helpers/api-call';
import { postPet, rexProfile, selectPet } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';

const ODD_SPELLINGS = [' 0x10 ', '1e2', '+5', '1.0'];

const t = useTestApp();
let owner: RegisteredUser;
beforeAll(async () => {
  owner = await registerUser(t.app);
});

const call = apiCaller(() => t.app);

describe('pet age', () => {
  it.each(ODD_SPELLINGS)('refuses the age %j on create and update, naming the field, and stores nothing', async (age) => {
    const before = await t.database.db.$count(pets);
    const created = await call('POST', '/api/pets', owner, { ...rexProfile, age });
    expect(created.statusCode).toBe(400);
    expect(created.json().details).toEqual({ age: 'Age must be a whole number of years' });
    expect(await t.database.db.$count(pets)).toBe(before);

    const pet = await postPet(t.app, owner, rexProfile);
    const updated = await call('PUT', `/api/pets/${pet.id}`, owner, { ...rexProfile, name: 'Changed', age });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().details).toEqual({ age: 'Age must be a whole number of years' });
    expect(await selectPet(t.database.db, pet.id)).toMatchObject({ name: 'Rex', age: 4 });
  });

  it('accepts a JSON integer, digits as text and blank', async () => {
    expect((await postPet(t.app, owner, { ...rexProfile, age: 16 })).age).toBe(16);
    expect((await postPet(t.app, owner, { ...rexProfile, age: '16' })).age).toBe(16);
    expect((await postPet(t.app, owner, { ...rexProfile, age: '' })).age).toBeNull();
  });
});

describe('ids in the path', () => {
  it.each(ODD_SPELLINGS)('refuses the pet id %j (400, petId named) and changes nothing', async (spelling) => {
    const pet = await postPet(t.app, owner, rexProfile);
    // The id spelled oddly but meaning this pet: 0x10, 1e2 and +5 are other numbers, so aim at
    // the real id where the spelling allows it.
    const oddId = spelling === '1.0' ? `${pet.id}.0` : spelling === '+5' ? `+${pet.id}` : spelling;
    const url = `/api/pets/${encodeURIComponent(oddId)}`;

    const read = await call('GET', url, owner);
    expect(read.statusCode).toBe(400);
    expect(read.json().details).toEqual({ petId: 'Pet id must be a whole number' });

    const updated = await call('PUT', url, owner, { ...rexProfile, name: 'Changed' });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().details).toEqual({ petId: 'Pet id must be a whole number' });
    expect(await selectPet(t.database.db, pet.id)).toMatchObject({ name: 'Rex' });
  });

  it('still takes a plain id', async () => {
    const pet = await postPet(t.app, owner, rexProfile);
    expect((await call('GET', `/api/pets/${pet.id}`, owner)).statusCode).toBe(200);
  });
});

describe('list query values', () => {
  it.each(ODD_SPELLINGS)('refuses %j as limit and as cursor, naming the field', async (spelling) => {
    const value = encodeURIComponent(spelling);
    const limit = await call('GET', `/api/pets?limit=${value}`, owner);
    expect(limit.statusCode).toBe(400);
    expect(limit.json().details).toEqual({ limit: 'Limit must be between 1 and 500' });

    const cursor = await call('GET', `/api/pets?cursor=${value}`, owner);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().details).toEqual({ cursor: 'Cursor must be a whole number' });
  });

  it('takes plain digits and the default when absent', async () => {
    expect((await call('GET', '/api/pets?limit=2', owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/pets', owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/pets?limit=1&limit=2', owner)).statusCode).toBe(400);
  });
});
