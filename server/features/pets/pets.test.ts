// Pet profiles: create, list, read and update. Deleting is in pet-delete.test.ts, trainers' read
// access in pet-trainer-access.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { pets } from '../../db/schema';
import { apiCaller } from '../../../tests/helpers/api-call';
import { postPet, rexProfile, selectPet, uploadPetPhoto } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;

beforeAll(async () => {
  owner = await registerUser(t.app);
  stranger = await registerUser(t.app);
});

const call = apiCaller(() => t.app);
const createPet = (who: RegisteredUser, overrides: Record<string, unknown> = {}) => postPet(t.app, who, { ...rexProfile, ...overrides });
const storedPet = (id: number) => selectPet(t.database.db, id);
const petCount = () => t.database.db.$count(pets);

describe('POST /api/pets', () => {
  it('creates the pet for the signed-in owner (201) and stores blanks as null', async () => {
    const res = await call('POST', '/api/pets', owner, rexProfile);
    expect(res.statusCode).toBe(201);
    const pet = res.json();
    expect(pet).toEqual({
      id: expect.any(Number),
      ownerId: owner.user.id,
      name: 'Rex',
      petType: 'dog',
      breed: 'Beagle',
      age: 4,
      size: 'medium',
      temperament: 'Friendly',
      dietaryNeeds: 'Grain free',
      medicalConditions: null,
      vaccinationStatus: 'Up to date',
      profilePhoto: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await storedPet(pet.id)).toMatchObject({ ownerId: owner.user.id, name: 'Rex', medicalConditions: null, archivedAt: null });
  });

  it('stores a small animal with its kind and breed in `breed`', async () => {
    const pet = await createPet(owner, { petType: 'small_animal', breed: 'Rabbit (Holland Lop)', size: 'small', age: '' });
    expect(await storedPet(pet.id)).toMatchObject({ petType: 'small_animal', breed: 'Rabbit (Holland Lop)', age: null });
  });

  it("answers each missing field with the product's message and stores nothing", async () => {
    const before = await petCount();
    const res = await call('POST', '/api/pets', owner, { name: '', breed: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      name: 'Pet name is required',
      petType: 'Pet type is required',
      breed: 'Breed is required',
    });
    expect(await petCount()).toBe(before);
  });

  it.each([
    ['an unknown pet type', { petType: 'dragon' }, 'petType', 'Pet type must be dog, cat or small_animal'],
    ['an age that is not a number', { age: 'old' }, 'age', 'Age must be a number'],
    ['an age of true', { age: true }, 'age', 'Age must be a number'],
    ['a fractional age', { age: 2.5 }, 'age', 'Age must be a whole number of years'],
    ['a negative age', { age: -1 }, 'age', 'Age cannot be negative'],
    ['a name that is a number', { name: 42 }, 'name', 'Pet name is required'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', 'Pet name must be at most 100 characters'],
    ['a breed over 100 characters', { breed: 'x'.repeat(101) }, 'breed', 'Breed must be at most 100 characters'],
    ['notes over 5,000 characters', { dietaryNeeds: 'x'.repeat(5001) }, 'dietaryNeeds', 'Dietary needs must be at most 5000 characters'],
    ['a list where text belongs', { temperament: ['Calm'] }, 'temperament', 'Temperament must be text'],
    [
      'a script address as photo',
      { profilePhoto: 'javascript:alert(1)' },
      'profilePhoto',
      'Profile photo must be a photo uploaded to PawsConnect',
    ],
    [
      'a web address as photo (a tracking pixel)',
      { profilePhoto: 'https://tracker.example.com/p.gif' },
      'profilePhoto',
      'Profile photo must be a photo uploaded to PawsConnect',
    ],
  ])('refuses %s (400) and stores nothing', async (_case, overrides, field, message) => {
    const before = await petCount();
    const res = await call('POST', '/api/pets', owner, { ...rexProfile, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
    expect(await petCount()).toBe(before);
  });

  it('refuses unknown fields such as ownerId', async () => {
    const before = await petCount();
    const res = await call('POST', '/api/pets', owner, { ...rexProfile, ownerId: stranger.user.id });
    expect(res.statusCode).toBe(400);
    expect(await petCount()).toBe(before);
  });

  it("refuses another upload's address as the photo", async () => {
    const res = await call('POST', '/api/pets', owner, { ...rexProfile, profilePhoto: '/uploads/pets/0123abcd.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.profilePhoto).toBe('Upload the photo to use it as the profile photo');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pets',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in user (401)', async () => {
    const before = await petCount();
    const res = await call('POST', '/api/pets', undefined, rexProfile);
    expect(res.statusCode).toBe(401);
    expect(await petCount()).toBe(before);
  });
});

describe('GET /api/pets', () => {
  it("lists only the caller's pets, oldest first", async () => {
    const someone = await registerUser(t.app);
    const first = await createPet(someone, { name: 'First' });
    const second = await createPet(someone, { name: 'Second' });
    await createPet(stranger, { name: 'Not mine' });

    const res = await call('GET', '/api/pets', someone);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((pet: { id: number }) => pet.id)).toEqual([first.id, second.id]);
  });

  it('pages with limit and the X-Next-Cursor header', async () => {
    const someone = await registerUser(t.app);
    const created = [];
    for (const name of ['A', 'B', 'C']) created.push(await createPet(someone, { name }));

    const page1 = await call('GET', '/api/pets?limit=2', someone);
    expect(page1.json().map((pet: { name: string }) => pet.name)).toEqual(['A', 'B']);
    expect(page1.headers['x-next-cursor']).toBe(String(created[1].id));

    const page2 = await call('GET', `/api/pets?limit=2&cursor=${page1.headers['x-next-cursor']}`, someone);
    expect(page2.json().map((pet: { name: string }) => pet.name)).toEqual(['C']);
    expect(page2.headers['x-next-cursor']).toBeUndefined();

    expect((await call('GET', '/api/pets?limit=0', someone)).statusCode).toBe(400);
    expect((await call('GET', '/api/pets?limit=501', someone)).statusCode).toBe(400);
  });

  it("answers a cursor naming another user's pet with an empty page (nothing about that pet leaks)", async () => {
    const someone = await registerUser(t.app);
    const theirs = await createPet(stranger, { name: 'Theirs' });
    await createPet(someone, { name: 'Mine' });
    const res = await call('GET', `/api/pets?cursor=${theirs.id}`, someone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers an owner without pets with an empty list', async () => {
    const newcomer = await registerUser(t.app);
    const res = await call('GET', '/api/pets', newcomer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('needs a signed-in user (401)', async () => {
    expect((await call('GET', '/api/pets')).statusCode).toBe(401);
  });
});

describe('GET /api/pets/:petId', () => {
  it('returns the owner their pet', async () => {
    const pet = await createPet(owner);
    const res = await call('GET', `/api/pets/${pet.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pet.id, name: 'Rex', ownerId: owner.user.id });
    expect(res.json()).not.toHaveProperty('archivedAt');
  });

  it("answers another user's pet and a missing one with the same 404", async () => {
    const pet = await createPet(owner);
    const theirs = await call('GET', `/api/pets/${pet.id}`, stranger);
    const missing = await call('GET', '/api/pets/999999', stranger);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it('refuses ids that are not whole numbers (400) and ids past the integer range without a 500', async () => {
    expect((await call('GET', '/api/pets/abc', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/pets/99999999999', owner)).statusCode).toBe(400);
  });

  it('needs a signed-in user (401)', async () => {
    const pet = await createPet(owner);
    expect((await call('GET', `/api/pets/${pet.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/pets/:petId', () => {
  it('replaces the profile (200) and stores it', async () => {
    const pet = await createPet(owner);
    const res = await call('PUT', `/api/pets/${pet.id}`, owner, { ...rexProfile, name: 'Rexy', age: 5, temperament: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pet.id, name: 'Rexy', age: 5, temperament: null });
    expect(await storedPet(pet.id)).toMatchObject({ name: 'Rexy', age: 5, temperament: null });
  });

  it('keeps the photo when the body leaves it out or echoes it, and clears it when sent null', async () => {
    const pet = await createPet(owner);
    const photo = (await uploadPetPhoto(t.app, owner, pet.id)).profilePhoto;
    expect(photo).toMatch(/^\/uploads\/pets\//);
    expect((await call('PUT', `/api/pets/${pet.id}`, owner, { ...rexProfile, name: 'Kept' })).statusCode).toBe(200);
    expect((await storedPet(pet.id)).profilePhoto).toBe(photo);
    expect((await call('PUT', `/api/pets/${pet.id}`, owner, { ...rexProfile, profilePhoto: photo })).statusCode).toBe(200);
    expect((await storedPet(pet.id)).profilePhoto).toBe(photo);
    await call('PUT', `/api/pets/${pet.id}`, owner, { ...rexProfile, profilePhoto: null });
    expect((await storedPet(pet.id)).profilePhoto).toBeNull();
  });

  it("refuses another pet's uploaded photo and keeps its own", async () => {
    const mine = await createPet(owner);
    const theirs = await createPet(stranger);
    const theirPhoto = (await uploadPetPhoto(t.app, stranger, theirs.id)).profilePhoto;
    const res = await call('PUT', `/api/pets/${mine.id}`, owner, { ...rexProfile, profilePhoto: theirPhoto });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.profilePhoto).toBe('Upload the photo to use it as the profile photo');
    expect((await storedPet(mine.id)).profilePhoto).toBeNull();
  });

  it('validates like POST and changes nothing', async () => {
    const pet = await createPet(owner);
    const res = await call('PUT', `/api/pets/${pet.id}`, owner, { ...rexProfile, name: '', breed: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ name: 'Pet name is required', breed: 'Breed must be at most 100 characters' });
    expect(await storedPet(pet.id)).toMatchObject({ name: 'Rex', breed: 'Beagle' });
  });

  it("answers another user's pet with 404 and leaves it unchanged", async () => {
    const pet = await createPet(owner);
    const res = await call('PUT', `/api/pets/${pet.id}`, stranger, { ...rexProfile, name: 'Stolen' });
    expect(res.statusCode).toBe(404);
    expect((await storedPet(pet.id)).name).toBe('Rex');
  });

  it('needs a signed-in user (401)', async () => {
    const pet = await createPet(owner);
    expect((await call('PUT', `/api/pets/${pet.id}`, undefined, { ...rexProfile, name: 'Anon' })).statusCode).toBe(401);
    expect((await storedPet(pet.id)).name).toBe('Rex');
  });
});
