// GET /api/bookings/availability: full and nearly full nights, daycare days, and training slots
// with their free trainers (none free: unavailable).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../../common/pet-schemas';
import { insertBooking, postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { at, boardingBody, day, trainingBody } from './booking-test-kit';

const t = useTestApp({ env: { BOARDING_CAPACITY: '2' } });
let owner: RegisteredUser;
let rex: Pet;
let mia: Pet;

const availability = (query: string, who: RegisteredUser | 'signed out' = owner) =>
  t.call('GET', `/api/bookings/availability?${query}`, who === 'signed out' ? undefined : who);

beforeAll(async () => {
  owner = await t.register();
  await t.register({ isTrainer: true });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  mia = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Mia' });
});

describe('GET /api/bookings/availability', () => {
  it('lists the nights where booked pets reach capacity; cancelled stays and daycare do not count', async () => {
    // Two pets for the nights of the 10th and 11th; one more pet on the 12th.
    expect(
      (await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2028-05-10', '2028-05-12', { additionalPetIds: [mia.id] })))
        .statusCode,
    ).toBe(201);
    expect((await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2028-05-12', '2028-05-13'))).statusCode).toBe(201);
    await insertBooking(t.db, {
      petId: mia.id,
      ownerId: owner.user.id,
      serviceType: 'boarding',
      status: 'cancelled',
      numPets: 2,
      startDate: new Date(at('2028-05-14')),
      endDate: new Date(at('2028-05-15')),
    });
    await insertBooking(t.db, {
      petId: mia.id,
      ownerId: owner.user.id,
      serviceType: 'daycare',
      status: 'pending',
      numPets: 2,
      startDate: new Date(at('2028-05-15')),
      endDate: new Date(at('2028-05-16')),
    });

    const res = await availability(`serviceType=boarding&from=${day('2028-05-01')}&to=${day('2028-05-31')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      timeZone: 'UTC',
      boardingCapacity: 2,
      fullNights: [day('2028-05-10'), day('2028-05-11')],
      // One pet on the 12th: one place of two left is "nearly full" (decisions.md 66).
      nearlyFullNights: [{ day: day('2028-05-12'), placesLeft: 1 }],
      fullDaycareDays: [],
      nearlyFullDaycareDays: [],
      unavailableTrainingSlots: [],
      trainingSlots: [],
    });
    // The range is inclusive and bounds the answer.
    expect((await availability(`serviceType=boarding&from=${day('2028-05-11')}&to=${day('2028-05-11')}`)).json().fullNights).toEqual([
      day('2028-05-11'),
    ]);
  });

  it('lists the training slots at which every trainer is busy', async () => {
    expect((await t.call('POST', '/api/bookings', owner, trainingBody(rex.id, '2028-06-02', '10:00'))).statusCode).toBe(201);
    const res = await availability(`serviceType=training&from=${day('2028-06-01')}&to=${day('2028-06-03')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullNights: [], unavailableTrainingSlots: [at('2028-06-02', '10:00')] });

    // A second trainer frees the slot again.
    await t.register({ isTrainer: true });
    expect(
      (await availability(`serviceType=training&from=${day('2028-06-01')}&to=${day('2028-06-03')}`)).json().unavailableTrainingSlots,
    ).toEqual([]);
  });

  it('refuses a bad range or service (400) and signed-out callers (401)', async () => {
    const backwards = await availability(`serviceType=boarding&from=${day('2028-05-31')}&to=${day('2028-05-01')}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual({ to: 'The end of the range cannot be before its start.' });
    expect((await availability(`serviceType=training&from=${day('2028-01-01')}&to=${day('2029-12-31')}`)).statusCode).toBe(400);
    expect((await availability(`serviceType=boarding&from=May&to=${day('2028-05-01')}`)).statusCode).toBe(400);
    expect((await availability(`serviceType=grooming&from=${day('2028-05-01')}&to=${day('2028-05-02')}`)).statusCode).toBe(400);
    expect((await availability(`serviceType=boarding&from=${day('2028-05-01')}&to=${day('2028-05-02')}`, 'signed out')).statusCode).toBe(
      401,
    );
  });

  it('refuses days at the edges of the calendar with a 400 naming the field (year 9999 once hung training, year 1 was a 500)', async () => {
    for (const query of [
      'serviceType=training&from=9999-12-30&to=9999-12-31',
      'serviceType=boarding&from=9999-12-01&to=9999-12-31',
      'serviceType=boarding&from=0001-01-01&to=0001-01-31',
    ]) {
      const res = await availability(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details, query).toEqual({
        from: 'From must be between the years 2000 and 2999',
        to: 'To must be between the years 2000 and 2999',
      });
    }
  });
});
