// Choosing a trainer (issue 30, item 2; decisions.md 66): POST /api/bookings takes an optional
// trainerId, checked again in the booking's transaction, and the availability answer lists the
// trainers free at each training slot.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings } from '../../db/schema';
import { at, boardingBody, day, ownersBookings, storedBooking, trainingBody } from './booking-test-kit';
import { NOT_A_TRAINER_MESSAGE, TRAINER_FOR_TRAINING_ONLY_MESSAGE } from './booking-messages';

const t = useTestApp();
let owner: RegisteredUser;
let other: RegisteredUser;
let tess: RegisteredUser;
let omar: RegisteredUser;
let rex: Pet;
let mia: Pet;
let bo: Pet;

const book = (who: RegisteredUser, pet: Pet, nominalDay: string, time: string, trainerId?: number | null) =>
  t.call('POST', '/api/bookings', who, trainingBody(pet.id, nominalDay, time, trainerId === undefined ? {} : { trainerId }));

const slotsOn = async (nominalDay: string) => {
  const res = await t.call('GET', `/api/bookings/availability?serviceType=training&from=${day(nominalDay)}&to=${day(nominalDay)}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { trainingSlots: { start: string; trainers: { id: number; name: string }[] }[]; unavailableTrainingSlots: string[] };
};

beforeAll(async () => {
  owner = await t.register();
  other = await t.register();
  tess = await t.register({ isTrainer: true, firstName: 'Tess', lastName: 'Hart' });
  omar = await t.register({ isTrainer: true, firstName: 'Omar', lastName: 'Reyes' });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  mia = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Mia' });
  bo = await postVaccinatedPet(t.app, t.db, other, { ...rexProfile, name: 'Bo' });
});

describe('POST /api/bookings with a trainerId', () => {
  it('books the named trainer, even when another trainer would be assigned first', async () => {
    const res = await book(owner, rex, '2028-08-01', '10:00', omar.user.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().trainerId).toBe(omar.user.id);
    expect((await storedBooking(t.db, res.json().id)).trainerId).toBe(omar.user.id);
  });

  it('refuses a named trainer who is taken then (409 naming them) and stores nothing', async () => {
    const before = (await ownersBookings(t.db, other.user.id)).length;
    const res = await book(other, bo, '2028-08-01', '10:00', omar.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Omar Reyes is already booked at that time. Please choose another time or any available trainer.');
    expect((await ownersBookings(t.db, other.user.id)).length).toBe(before);
  });

  it('refuses a named trainer who does not work then (409 naming them)', async () => {
    // Tess works every day, but takes the 2nd off.
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
    const timeOff = [{ from: day('2028-08-02'), to: day('2028-08-02'), note: null }];
    expect((await t.call('PUT', '/api/trainer/schedule', tess, { weeklyHours: everyDay, timeOff })).statusCode).toBe(200);
    const res = await book(owner, mia, '2028-08-02', '10:00', tess.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tess Hart does not work at that time. Please choose another time or any available trainer.');
    expect((await t.db.select().from(bookings).where(eq(bookings.petId, mia.id))).length).toBe(0);
  });

  it('refuses an id that is not an approved trainer, or a trainer for boarding (400 on trainerId)', async () => {
    for (const trainerId of [owner.user.id, 2_000_000_000]) {
      const res = await book(owner, mia, '2028-08-03', '10:00', trainerId);
      expect(res.statusCode, String(trainerId)).toBe(400);
      expect(res.json().details).toEqual({ trainerId: NOT_A_TRAINER_MESSAGE });
    }
    for (const trainerId of [0, 'tess', 1.5]) {
      const res = await book(owner, mia, '2028-08-03', '10:00', trainerId as number);
      expect(res.statusCode, String(trainerId)).toBe(400);
      expect(res.json().details).toEqual({ trainerId: 'Trainer must be one of our trainers' });
    }
    const boarding = await t.call(
      'POST',
      '/api/bookings',
      owner,
      boardingBody(mia.id, '2028-08-03', '2028-08-04', { trainerId: tess.user.id }),
    );
    expect(boarding.statusCode).toBe(400);
    expect(boarding.json().details).toEqual({ trainerId: TRAINER_FOR_TRAINING_ONLY_MESSAGE });
    expect((await t.db.select().from(bookings).where(eq(bookings.petId, mia.id))).length).toBe(0);
  });

  it('with no trainerId or null, gives any free trainer as before', async () => {
    const first = await book(owner, mia, '2028-08-04', '10:00', null);
    expect(first.statusCode, first.body).toBe(201);
    const second = await book(other, bo, '2028-08-04', '10:00');
    expect(second.statusCode, second.body).toBe(201);
    expect([first.json().trainerId, second.json().trainerId].sort()).toEqual([tess.user.id, omar.user.id].sort());
    expect((await book(owner, rex, '2028-08-04', '10:00')).statusCode).toBe(409);
  });
});

describe('GET /api/bookings/availability for training', () => {
  it('lists the trainers free at each slot, by name; a slot with none is unavailable', async () => {
    expect((await book(owner, rex, '2028-08-07', '10:00', tess.user.id)).statusCode).toBe(201);
    expect((await book(other, bo, '2028-08-07', '11:00', tess.user.id)).statusCode).toBe(201);
    expect((await book(owner, mia, '2028-08-07', '11:00', omar.user.id)).statusCode).toBe(201);
    const answer = await slotsOn('2028-08-07');
    const trainersAt = (time: string) => answer.trainingSlots.find((slot) => slot.start === at('2028-08-07', time))?.trainers;
    expect(trainersAt('09:00')).toEqual([
      { id: tess.user.id, name: 'Tess Hart', photoUrl: null, bio: null },
      { id: omar.user.id, name: 'Omar Reyes', photoUrl: null, bio: null },
    ]);
    expect(trainersAt('10:00')).toEqual([{ id: omar.user.id, name: 'Omar Reyes', photoUrl: null, bio: null }]);
    expect(trainersAt('11:00')).toEqual([]);
    expect(answer.unavailableTrainingSlots).toEqual([at('2028-08-07', '11:00')]);
    expect(answer.trainingSlots.length).toBeGreaterThan(3);
  });
});
