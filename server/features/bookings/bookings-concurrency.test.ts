// Capacity under load (decisions.md 3): simultaneous requests for the last places give exactly
// as many bookings as there are places, on PGlite and on PostgreSQL (run with --project
// api-postgres), where the requests really do run on several connections at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { insertBooking, postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings } from '../../db/schema';
import { NO_TRAINER_FREE_MESSAGE } from './trainer-assignment';
import { at, boardingBody, spelled, trainingBody } from './booking-test-kit';

const CAPACITY = 6;
const t = useTestApp({ env: { BOARDING_CAPACITY: String(CAPACITY) } });
let owner: RegisteredUser;
let pets: Pet[];

beforeAll(async () => {
  owner = await t.register();
  await t.register({ isTrainer: true });
  await t.register({ isTrainer: true });
  pets = [];
  for (let i = 0; i < 12; i++) pets.push(await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: `Pet ${i}` }));
});

const statuses = (responses: { statusCode: number }[]) => responses.map((res) => res.statusCode).sort();

describe('simultaneous bookings', () => {
  it('boarding: N places left and N + 5 requests give exactly N bookings, never overfilling a night', async () => {
    // Two pets already board on the middle night, leaving 4 places there.
    const [first] = pets;
    await insertBooking(t.db, {
      petId: first.id,
      ownerId: owner.user.id,
      serviceType: 'boarding',
      status: 'confirmed',
      numPets: 2,
      startDate: new Date(at('2028-02-11')),
      endDate: new Date(at('2028-02-12')),
    });
    const remaining = CAPACITY - 2;
    const requests = pets
      .slice(1, 1 + remaining + 5)
      .map((pet) => t.call('POST', '/api/bookings', owner, boardingBody(pet.id, '2028-02-10', '2028-02-13')));
    const responses = await Promise.all(requests);
    expect(statuses(responses)).toEqual([...Array(remaining).fill(201), ...Array(5).fill(409)]);
    for (const refused of responses.filter((res) => res.statusCode === 409)) {
      expect(refused.json().message).toBe(`Boarding is full on ${spelled('2028-02-11')}. Please choose other dates.`);
    }
    const stored = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.serviceType, 'boarding'), ne(bookings.status, 'cancelled')));
    const petsOnNight = stored
      .filter((row) => row.startDate <= new Date(at('2028-02-11')) && row.endDate >= new Date(at('2028-02-12')))
      .reduce((sum, row) => sum + row.numPets, 0);
    expect(petsOnNight).toBe(CAPACITY);
  });

  it('training: 2 trainers and 7 requests for one hour give exactly 2 sessions, with different trainers', async () => {
    const requests = pets.slice(0, 7).map((pet) => t.call('POST', '/api/bookings', owner, trainingBody(pet.id, '2028-03-01', '11:00')));
    const responses = await Promise.all(requests);
    expect(statuses(responses)).toEqual([201, 201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((res) => res.statusCode === 409)) {
      expect(refused.json().message).toBe(NO_TRAINER_FREE_MESSAGE);
    }
    const sessions = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.serviceType, 'training'), eq(bookings.startDate, new Date(at('2028-03-01', '11:00')))));
    expect(sessions).toHaveLength(2);
    expect(new Set(sessions.map((row) => row.trainerId)).size).toBe(2);
  });

  it('requests naming the same pets in opposite orders all succeed (pet rows are locked in id order, no deadlock)', async () => {
    const [a, b, c] = pets;
    const bodies = [
      boardingBody(a.id, '2028-04-01', '2028-04-02', { additionalPetIds: [b.id] }),
      boardingBody(b.id, '2028-04-03', '2028-04-04', { additionalPetIds: [a.id] }),
      boardingBody(c.id, '2028-04-05', '2028-04-06', { additionalPetIds: [b.id, a.id] }),
      boardingBody(a.id, '2028-04-07', '2028-04-08', { additionalPetIds: [c.id, b.id] }),
      boardingBody(b.id, '2028-04-09', '2028-04-10', { additionalPetIds: [c.id] }),
      boardingBody(c.id, '2028-04-11', '2028-04-12', { additionalPetIds: [a.id] }),
    ];
    const responses = await Promise.all(bodies.map((body) => t.call('POST', '/api/bookings', owner, body)));
    expect(statuses(responses)).toEqual(Array(bodies.length).fill(201));
  });
});
