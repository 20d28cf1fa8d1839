import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, cartItems, pets, skillProgress, trainingSkills, vetRecords } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';

let t: TestApp;
let owner: RegisteredUser;
let stranger: RegisteredUser;
let trainer: RegisteredUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  stranger = await registerUser(t.app);
  trainer = await registerUser(t.app, { isTrainer: true });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who?: RegisteredUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const rex = {
  name: 'Rex',
  petType: 'dog',
  breed: 'Beagle',
  age: 4,
  size: 'medium',
  temperament: 'Friendly',
  dietaryNeeds: 'Grain free',
  medicalConditions: '',
  vaccinationStatus: 'Up to date',
};

async function createPet(who: RegisteredUser, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/pets', who, { ...rex, ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; profilePhoto: string | null };
}

const storedPet = async (id: number) => (await t.database.db.select().from(pets).where(eq(pets.id, id)))[0];
const petCount = async () => (await t.database.db.select({ id: pets.id }).from(pets)).length;

describe('POST /api/pets', () => {
  it('creates the pet for the signed-in owner (201) and stores blanks as null', async () => {
    const res = await call('POST', '/api/pets', owner, rex);
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

  it("answers each missing field with SPEC's message and stores nothing", async () => {
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
    ['a script address as photo', { profilePhoto: 'javascript:alert(1)' }, 'profilePhoto', 'Profile photo must be an uploaded photo or a web address'],
  ])('refuses %s (400) and stores nothing', async (_case, overrides, field, message) => {
    const before = await petCount();
    const res = await call('POST', '/api/pets', owner, { ...rex, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
    expect(await petCount()).toBe(before);
  });

  it('refuses unknown fields such as ownerId', async () => {
    const before = await petCount();
    const res = await call('POST', '/api/pets', owner, { ...rex, ownerId: stranger.user.id });
    expect(res.statusCode).toBe(400);
    expect(await petCount()).toBe(before);
  });

  it("refuses another upload's address as the photo", async () => {
    const res = await call('POST', '/api/pets', owner, { ...rex, profilePhoto: '/uploads/pets/0123abcd.png' });
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
    const res = await call('POST', '/api/pets', undefined, rex);
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
    const res = await call('PUT', `/api/pets/${pet.id}`, owner, { ...rex, name: 'Rexy', age: 5, temperament: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pet.id, name: 'Rexy', age: 5, temperament: null });
    expect(await storedPet(pet.id)).toMatchObject({ name: 'Rexy', age: 5, temperament: null });
  });

  it('keeps the photo when the body leaves it out and clears it when sent null', async () => {
    const pet = await createPet(owner, { profilePhoto: 'https://images.example.com/rex.jpg' });
    await call('PUT', `/api/pets/${pet.id}`, owner, { ...rex, name: 'Kept' });
    expect((await storedPet(pet.id)).profilePhoto).toBe('https://images.example.com/rex.jpg');
    await call('PUT', `/api/pets/${pet.id}`, owner, { ...rex, profilePhoto: null });
    expect((await storedPet(pet.id)).profilePhoto).toBeNull();
  });

  it('validates like POST and changes nothing', async () => {
    const pet = await createPet(owner);
    const res = await call('PUT', `/api/pets/${pet.id}`, owner, { ...rex, name: '', breed: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ name: 'Pet name is required', breed: 'Breed must be at most 100 characters' });
    expect(await storedPet(pet.id)).toMatchObject({ name: 'Rex', breed: 'Beagle' });
  });

  it("answers another user's pet with 404 and leaves it unchanged", async () => {
    const pet = await createPet(owner);
    const res = await call('PUT', `/api/pets/${pet.id}`, stranger, { ...rex, name: 'Stolen' });
    expect(res.statusCode).toBe(404);
    expect((await storedPet(pet.id)).name).toBe('Rex');
  });

  it('needs a signed-in user (401)', async () => {
    const pet = await createPet(owner);
    expect((await call('PUT', `/api/pets/${pet.id}`, undefined, { ...rex, name: 'Anon' })).statusCode).toBe(401);
    expect((await storedPet(pet.id)).name).toBe('Rex');
  });
});

describe('DELETE /api/pets/:petId', () => {
  it('deletes the pet and its vet records (204)', async () => {
    const pet = await createPet(owner);
    await t.database.db.insert(vetRecords).values({ petId: pet.id, date: '2024-03-05', visitDate: '2024-03-05', vetName: 'Dr Lee' });

    const res = await call('DELETE', `/api/pets/${pet.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await storedPet(pet.id)).toBeUndefined();
    expect(await t.database.db.select().from(vetRecords).where(eq(vetRecords.petId, pet.id))).toEqual([]);
    expect((await call('GET', `/api/pets/${pet.id}`, owner)).statusCode).toBe(404);
  });

  it('archives a pet that has bookings: hidden from the owner, its booking kept', async () => {
    const pet = await createPet(owner);
    const [booking] = await t.database.db
      .insert(bookings)
      .values({ petId: pet.id, ownerId: owner.user.id, startDate: new Date('2030-01-01T10:00:00Z'), endDate: new Date('2030-01-03T10:00:00Z'), totalPrice: 17800 })
      .returning();
    await t.database.db.insert(vetRecords).values({ petId: pet.id, date: '2024-03-05', vetName: 'Dr Lee' });

    const res = await call('DELETE', `/api/pets/${pet.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect((await storedPet(pet.id)).archivedAt).toBeInstanceOf(Date);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id))).length).toBe(1);
    expect(await t.database.db.select().from(vetRecords).where(eq(vetRecords.petId, pet.id))).toEqual([]);
    expect((await call('GET', '/api/pets', owner)).json().map((p: { id: number }) => p.id)).not.toContain(pet.id);
    expect((await call('GET', `/api/pets/${pet.id}`, owner)).statusCode).toBe(404);
    expect((await call('PUT', `/api/pets/${pet.id}`, owner, rex)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/pets/${pet.id}`, owner)).statusCode).toBe(404);
  });

  it('archives a pet that rides along on another booking as an additional pet', async () => {
    const main = await createPet(owner, { name: 'Main' });
    const extra = await createPet(owner, { name: 'Extra' });
    await t.database.db.insert(bookings).values({
      petId: main.id,
      ownerId: owner.user.id,
      startDate: new Date('2030-02-01T10:00:00Z'),
      endDate: new Date('2030-02-02T10:00:00Z'),
      totalPrice: 16465,
      numPets: 2,
      additionalPetIds: [extra.id],
    });
    expect((await call('DELETE', `/api/pets/${extra.id}`, owner)).statusCode).toBe(204);
    expect((await storedPet(extra.id)).archivedAt).toBeInstanceOf(Date);
  });

  it("answers another user's pet with 404 and keeps it", async () => {
    const pet = await createPet(owner);
    expect((await call('DELETE', `/api/pets/${pet.id}`, stranger)).statusCode).toBe(404);
    expect(await storedPet(pet.id)).toBeDefined();
  });

  it('needs a signed-in user (401)', async () => {
    const pet = await createPet(owner);
    expect((await call('DELETE', `/api/pets/${pet.id}`)).statusCode).toBe(401);
    expect(await storedPet(pet.id)).toBeDefined();
  });
});

describe('trainer access (DESIGN decision 1)', () => {
  async function assignSkill(petId: number, trainerId: number) {
    const [skill] = await t.database.db
      .insert(trainingSkills)
      .values({ name: `Sit ${petId}-${trainerId}-${Date.now()}`, description: 'Sit on cue', category: 'Basics', price: 2500, steps: ['Lure', 'Cue'] })
      .returning();
    const [item] = await t.database.db
      .insert(cartItems)
      .values({ userId: owner.user.id, petId, skillId: skill.id, status: 'purchased' })
      .returning();
    const [progress] = await t.database.db.insert(skillProgress).values({ cartItemId: item.id, trainerId }).returning();
    return progress;
  }

  it('lets a trainer read a pet while a skill of it is open, never change it', async () => {
    const pet = await createPet(owner);
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(404);

    const progress = await assignSkill(pet.id, trainer.user.id);
    const read = await call('GET', `/api/pets/${pet.id}`, trainer);
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('Rex');
    expect((await call('PUT', `/api/pets/${pet.id}`, trainer, { ...rex, name: 'Changed' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(404);
    expect((await storedPet(pet.id)).name).toBe('Rex');
    expect((await call('GET', '/api/pets', trainer)).json()).toEqual([]);

    await t.database.db.update(skillProgress).set({ completed: true }).where(eq(skillProgress.id, progress.id));
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(404);
  });

  it('lets a trainer read a pet with an upcoming training booking with them, not a past one', async () => {
    const pet = await createPet(owner);
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        petId: pet.id,
        ownerId: owner.user.id,
        trainerId: trainer.user.id,
        serviceType: 'training',
        startDate: new Date(Date.now() + 86_400_000),
        endDate: new Date(Date.now() + 90_000_000),
        totalPrice: 7500,
      })
      .returning();
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(200);

    await t.database.db
      .update(bookings)
      .set({ startDate: new Date('2020-01-01T10:00:00Z'), endDate: new Date('2020-01-01T11:00:00Z') })
      .where(eq(bookings.id, booking.id));
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(404);
  });

  it('gives another trainer nothing', async () => {
    const pet = await createPet(owner);
    await assignSkill(pet.id, trainer.user.id);
    const otherTrainer = await registerUser(t.app, { isTrainer: true });
    expect((await call('GET', `/api/pets/${pet.id}`, otherTrainer)).statusCode).toBe(404);
  });
});
