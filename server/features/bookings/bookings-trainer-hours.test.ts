// Training slots follow the trainers' hours (issue 30, item 1; decisions.md 64): the availability
// answer and the booking transaction offer a session only inside a trainer's weekly hours and outside
// their time off, and a booked session blocks time off over it, also when both arrive at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, trainerTimeOff } from '../../db/schema';
import { at, day, storedBooking, trainingBody } from './booking-test-kit';
import { NO_TRAINER_WORKS_MESSAGE } from './trainer-assignment';

const t = useTestApp();
let owner: RegisteredUser;
let trainerA: RegisteredUser;
let rex: Pet;
let mia: Pet;

// Nominal Mondays (weekday 1) and the days around them; day() keeps weekdays.
const MONDAY_HOURS = { weekday: 1, start: '09:00', end: '11:00' };
const TRAINING_TIMES = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

const saveSchedule = (who: RegisteredUser, timeOff: { from: string; to: string; note?: string }[] = []) =>
  t.call('PUT', '/api/trainer/schedule', who, {
    weeklyHours: [MONDAY_HOURS],
    timeOff: timeOff.map((off) => ({ from: day(off.from), to: day(off.to), note: off.note ?? null })),
  });

const unavailableOn = async (nominalDay: string): Promise<string[]> => {
  const res = await t.call('GET', `/api/bookings/availability?serviceType=training&from=${day(nominalDay)}&to=${day(nominalDay)}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().unavailableTrainingSlots;
};
const slotsAt = (nominalDay: string, times: string[]) => times.map((time) => at(nominalDay, time));
const book = (pet: Pet, nominalDay: string, time: string) => t.call('POST', '/api/bookings', owner, trainingBody(pet.id, nominalDay, time));
const spelledMonthDay = (nominalDay: string) =>
  new Date(`${day(nominalDay)}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

beforeAll(async () => {
  owner = await t.register();
  trainerA = await t.register({ isTrainer: true, firstName: 'Tess' });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  mia = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Mia' });
});

describe('with one trainer', () => {
  it('without a saved schedule, the trainer works every training slot (the old behaviour)', async () => {
    expect(await unavailableOn('2028-06-05')).toEqual([]);
  });

  it('offers only the slots inside the weekly hours, and refuses a booking outside them (409)', async () => {
    expect((await saveSchedule(trainerA)).statusCode).toBe(200);
    // Monday 9 to 11: the sessions at 9 and 10 fit; Tuesday has no hours.
    expect(await unavailableOn('2028-06-05')).toEqual(slotsAt('2028-06-05', TRAINING_TIMES.slice(2)));
    expect(await unavailableOn('2028-06-06')).toEqual(slotsAt('2028-06-06', TRAINING_TIMES));

    const outside = await book(rex, '2028-06-05', '11:00');
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toBe(NO_TRAINER_WORKS_MESSAGE);
    const inside = await book(rex, '2028-06-05', '10:00');
    expect(inside.statusCode, inside.body).toBe(201);
    expect((await storedBooking(t.db, inside.json().id)).trainerId).toBe(trainerA.user.id);
  });

  it("removes the trainer's slots on their time off and refuses a booking there (409)", async () => {
    expect((await saveSchedule(trainerA, [{ from: '2028-06-12', to: '2028-06-12', note: 'Dentist' }])).statusCode).toBe(200);
    expect(await unavailableOn('2028-06-12')).toEqual(slotsAt('2028-06-12', TRAINING_TIMES));
    expect(await unavailableOn('2028-06-19')).toEqual(slotsAt('2028-06-19', TRAINING_TIMES.slice(2)));
    const refused = await book(rex, '2028-06-12', '09:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NO_TRAINER_WORKS_MESSAGE);
  });

  it('refuses time off over a booked session (409 naming it) and stores nothing; after a cancel it is accepted', async () => {
    const session = await book(mia, '2028-06-19', '10:00');
    expect(session.statusCode, session.body).toBe(201);
    const before = (await t.call('GET', '/api/trainer/schedule', trainerA)).json();

    const refused = await saveSchedule(trainerA, [{ from: '2028-06-18', to: '2028-06-20', note: 'Holiday' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `You have a training session with Mia on ${spelledMonthDay('2028-06-19')} at 10:00 AM; move or cancel it before taking that time off.`,
    );
    expect((await t.call('GET', '/api/trainer/schedule', trainerA)).json()).toEqual(before);

    // Days around the session are fine.
    expect((await saveSchedule(trainerA, [{ from: '2028-06-20', to: '2028-06-21' }])).statusCode).toBe(200);

    expect((await t.call('PATCH', `/api/bookings/${session.json().id}`, owner, { status: 'cancelled' })).statusCode).toBe(200);
    const accepted = await saveSchedule(trainerA, [{ from: '2028-06-18', to: '2028-06-20', note: 'Holiday' }]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().timeOff).toEqual([{ from: day('2028-06-18'), to: day('2028-06-20'), note: 'Holiday' }]);
  });

  it('time off and a booking for the same day arriving together: exactly one wins', async () => {
    const mondays = ['2028-07-03', '2028-07-10', '2028-07-17', '2028-07-24', '2028-07-31', '2028-08-07'];
    for (const monday of mondays) {
      const [offRes, bookRes] = await Promise.all([saveSchedule(trainerA, [{ from: monday, to: monday }]), book(rex, monday, '09:00')]);
      expect([offRes.statusCode, bookRes.statusCode].sort(), `${offRes.body} ${bookRes.body}`).toEqual(
        offRes.statusCode === 200 ? [200, 409] : [201, 409],
      );
      const sessions = await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.trainerId, trainerA.user.id),
            ne(bookings.status, 'cancelled'),
            eq(bookings.startDate, new Date(at(monday, '09:00'))),
          ),
        );
      const daysOff = await t.db
        .select()
        .from(trainerTimeOff)
        .where(and(eq(trainerTimeOff.trainerId, trainerA.user.id), eq(trainerTimeOff.firstDay, day(monday))));
      expect(sessions.length + daysOff.length, monday).toBe(1);
    }
  });
});

describe('with a second trainer', () => {
  let trainerB: RegisteredUser;
  beforeAll(async () => {
    trainerB = await t.register({ isTrainer: true, firstName: 'Bram' });
    expect((await saveSchedule(trainerA, [{ from: '2028-09-04', to: '2028-09-04' }])).statusCode).toBe(200);
  });

  it('"any available trainer" still finds the other one when the first is off, and the slot fills when both cannot', async () => {
    const res = await book(rex, '2028-09-04', '10:00');
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedBooking(t.db, res.json().id)).trainerId).toBe(trainerB.user.id);
    // Trainer A is off and B is now busy at 10.
    expect(await unavailableOn('2028-09-04')).toEqual([at('2028-09-04', '10:00')]);
  });

  it('gives a slot to the first trainer who works then, then to the next', async () => {
    const first = await book(rex, '2028-09-11', '09:00');
    const second = await book(mia, '2028-09-11', '09:00');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect((await storedBooking(t.db, first.json().id)).trainerId).toBe(trainerA.user.id);
    expect((await storedBooking(t.db, second.json().id)).trainerId).toBe(trainerB.user.id);
    // B works the afternoon (no saved schedule); A does not: the afternoon stays open.
    expect(await unavailableOn('2028-09-11')).toEqual([at('2028-09-11', '09:00')]);
  });
});
