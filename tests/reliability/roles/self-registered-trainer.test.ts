// The outside probe's scenario (issue 26): a stranger registers with the Trainer Account switch a
// minute before an owner checks out a skill and books a training session. Nothing is assigned to
// them and they read none of the pets (the same 404 as any stranger). Once an admin approves a
// trainer, that trainer gets the work, as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, skillProgress } from '../../../server/db/schema';
import { insertBoardingStay, insertTrainingSkill, postVaccinatedPet, rexProfile } from '../../helpers/factories';
import { day } from '../../helpers/test-calendar';
import { useTestApp } from '../../helpers/use-test-app';
import type { RegisteredUser } from '../../helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let admin: RegisteredUser;
let newcomer: RegisteredUser;
let petId: number;

const training = (nominalDay: string) => ({
  petId,
  serviceType: 'training',
  startDate: `${day(nominalDay)}T10:00:00.000Z`,
  endDate: `${day(nominalDay)}T11:00:00.000Z`,
  numPets: 1,
  additionalPetIds: [],
});

async function buySkill(): Promise<number> {
  const skill = await insertTrainingSkill(t.db);
  const item = await t.call('POST', '/api/cart', owner, { skillId: skill.id, petId });
  expect(item.statusCode, item.body).toBe(201);
  const checkout = await t.call('POST', '/api/checkout', owner, { cartItems: [item.json().id] });
  expect(checkout.statusCode, checkout.body).toBe(200);
  return item.json().id;
}

beforeAll(async () => {
  admin = await t.register({}, { roles: ['admin'] });
  owner = await t.register();
  petId = (await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, medicalConditions: 'Epilepsy: phenobarbital twice a day' })).id;
  await insertBoardingStay(t.db, { petId, ownerId: owner.user.id, nights: 7 });
  newcomer = await t.register({ isTrainer: true }, { approve: false });
});

describe('a self-registered trainer, not yet approved', () => {
  it('is given none of the work: a bought skill waits, and a training booking finds no trainer', async () => {
    const cartItemId = await buySkill();
    const [progress] = await t.db.select().from(skillProgress).where(eq(skillProgress.cartItemId, cartItemId));
    expect(progress.trainerId).toBeNull();

    const booking = await t.call('POST', '/api/bookings', owner, training('2027-05-04'));
    expect(booking.statusCode).toBe(409);
    expect(booking.json().message).toBe('No trainer is free at that time. Please choose another slot.');
    expect(await t.db.select().from(bookings).where(eq(bookings.trainerId, newcomer.user.id))).toEqual([]);
  });

  it('reads none of the pets or their records: 404, as for any stranger', async () => {
    for (const url of [
      `/api/pets/${petId}`,
      `/api/pets/${petId}/vet-records`,
      `/api/pets/${petId}/vaccinations`,
      `/api/pets/${petId}/timeline`,
    ]) {
      const res = await t.call('GET', url, newcomer);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Epilepsy');
    }
    const clients = await t.call('GET', '/api/trainer/clients', newcomer);
    expect(clients.statusCode).toBe(403);
  });
});

describe('once an admin approves a trainer', () => {
  it('that trainer takes the waiting skill and the next training booking, and works with the pet', async () => {
    const approve = await t.call('POST', `/api/admin/trainer-applications/${newcomer.user.id}/approve`, admin);
    expect(approve.statusCode, approve.body).toBe(200);

    const waiting = await t.db.select().from(skillProgress);
    expect(waiting.map((row) => row.trainerId)).toEqual([newcomer.user.id]);

    const booking = await t.call('POST', '/api/bookings', owner, training('2027-05-11'));
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().trainerId).toBe(newcomer.user.id);
    const pet = await t.call('GET', `/api/pets/${petId}`, newcomer);
    expect(pet.statusCode).toBe(200);
    expect(pet.json().medicalConditions).toContain('Epilepsy');
  });
});
