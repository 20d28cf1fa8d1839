// Deleting a pet: gone with its vet records, or archived (hidden, history kept) when a booking names it.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, vetRecords } from '../../db/schema';
import { apiCaller } from '../../../tests/helpers/api-call';
import { insertBooking, postPet, rexProfile, selectPet } from '../../../tests/helpers/factories';
import { instant } from '../../../tests/helpers/test-calendar';
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
const storedVetRecords = (petId: number) => t.database.db.select().from(vetRecords).where(eq(vetRecords.petId, petId));

describe('DELETE /api/pets/:petId', () => {
  it('deletes the pet and its vet records (204)', async () => {
    const pet = await createPet(owner);
    await t.database.db.insert(vetRecords).values({ petId: pet.id, date: '2024-03-05', visitDate: '2024-03-05', vetName: 'Dr Lee' });

    const res = await call('DELETE', `/api/pets/${pet.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await storedPet(pet.id)).toBeUndefined();
    expect(await storedVetRecords(pet.id)).toEqual([]);
    expect((await call('GET', `/api/pets/${pet.id}`, owner)).statusCode).toBe(404);
  });

  it('archives a pet that has bookings: hidden from the owner, its booking kept', async () => {
    const pet = await createPet(owner);
    const booking = await insertBooking(t.database.db, {
      petId: pet.id,
      ownerId: owner.user.id,
      startDate: new Date(instant('2030-01-01T10:00:00Z')),
      endDate: new Date(instant('2030-01-03T10:00:00Z')),
      totalPrice: 17800,
    });
    await t.database.db.insert(vetRecords).values({ petId: pet.id, date: '2024-03-05', vetName: 'Dr Lee' });

    const res = await call('DELETE', `/api/pets/${pet.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect((await storedPet(pet.id)).archivedAt).toBeInstanceOf(Date);
    expect(await t.database.db.$count(bookings, eq(bookings.id, booking.id))).toBe(1);
    expect(await storedVetRecords(pet.id)).toEqual([]);
    expect((await call('GET', '/api/pets', owner)).json().map((p: { id: number }) => p.id)).not.toContain(pet.id);
    expect((await call('GET', `/api/pets/${pet.id}`, owner)).statusCode).toBe(404);
    expect((await call('PUT', `/api/pets/${pet.id}`, owner, rexProfile)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/pets/${pet.id}`, owner)).statusCode).toBe(404);
  });

  it('archives a pet that rides along on another booking as an additional pet', async () => {
    const main = await createPet(owner, { name: 'Main' });
    const extra = await createPet(owner, { name: 'Extra' });
    await insertBooking(t.database.db, {
      petId: main.id,
      ownerId: owner.user.id,
      startDate: new Date(instant('2030-02-01T10:00:00Z')),
      endDate: new Date(instant('2030-02-02T10:00:00Z')),
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
    expect(await storedPet(pet.id)).toMatchObject({ id: pet.id, ownerId: owner.user.id, name: rexProfile.name, archivedAt: null });
  });

  it('needs a signed-in user (401)', async () => {
    const pet = await createPet(owner);
    expect((await call('DELETE', `/api/pets/${pet.id}`)).statusCode).toBe(401);
    expect(await storedPet(pet.id)).toMatchObject({ id: pet.id, ownerId: owner.user.id, name: rexProfile.name, archivedAt: null });
  });
});
