// decisions.md 1 and 16: a trainer reads (never changes) their client pets: a skill of it
// assigned to them, a training booking with them (upcoming or past, not cancelled), or an
// enrolment in one of their programs; nobody else gets anything.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, skillProgress } from '../../db/schema';
import { apiCaller } from '../../../tests/helpers/api-call';
import {
  assignSkillToTrainer,
  enrolInTrainerProgram,
  insertBooking,
  postPet,
  rexProfile,
  selectPet,
} from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let trainer: RegisteredUser;

beforeAll(async () => {
  owner = await registerUser(t.app);
  trainer = await registerUser(t.app, { isTrainer: true });
});

const call = apiCaller(() => t.app);
const createPet = (who: RegisteredUser) => postPet(t.app, who, rexProfile);
const storedPet = (id: number) => selectPet(t.database.db, id);

describe('trainer access (decisions.md 1)', () => {
  it('lets a trainer read a pet with a skill assigned to them, open or completed, never change it', async () => {
    const pet = await createPet(owner);
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(404);

    const progress = await assignSkillToTrainer(t.database.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });
    const read = await call('GET', `/api/pets/${pet.id}`, trainer);
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('Rex');
    expect((await call('PUT', `/api/pets/${pet.id}`, trainer, { ...rexProfile, name: 'Changed' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(404);
    expect((await storedPet(pet.id)).name).toBe('Rex');
    expect((await call('GET', '/api/pets', trainer)).json()).toEqual([]);

    // A completed skill keeps the pet a client (its history stays readable).
    await t.database.db.update(skillProgress).set({ completed: true }).where(eq(skillProgress.id, progress.id));
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(200);
    await t.database.db.update(skillProgress).set({ trainerId: null }).where(eq(skillProgress.id, progress.id));
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(404);
  });

  it('lets a trainer read a pet with a training booking with them, past or upcoming, not a cancelled one', async () => {
    const pet = await createPet(owner);
    const booking = await insertBooking(t.database.db, {
      petId: pet.id,
      ownerId: owner.user.id,
      trainerId: trainer.user.id,
      serviceType: 'training',
      startDate: new Date(Date.now() + 86_400_000),
      endDate: new Date(Date.now() + 90_000_000),
    });
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(200);

    await t.database.db
      .update(bookings)
      .set({ startDate: new Date('2020-01-01T10:00:00Z'), endDate: new Date('2020-01-01T11:00:00Z') })
      .where(eq(bookings.id, booking.id));
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(200);
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(404);
  });

  it('lets a trainer read a pet enrolled in one of their programs', async () => {
    const pet = await createPet(owner);
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(404);
    await enrolInTrainerProgram(t.database.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });
    expect((await call('GET', `/api/pets/${pet.id}`, trainer)).statusCode).toBe(200);
  });

  it('gives another trainer nothing', async () => {
    const pet = await createPet(owner);
    await assignSkillToTrainer(t.database.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });
    const otherTrainer = await registerUser(t.app, { isTrainer: true });
    expect((await call('GET', `/api/pets/${pet.id}`, otherTrainer)).statusCode).toBe(404);
  });
});
