// A weekly training session (decisions.md 68): each occurrence is assigned or checked as a single
// session would be (decisions.md 64, 66), and a date the named trainer cannot take is named in a 409.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../../tests/helpers/factories';
import { useTestApp } from '../../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../../tests/helpers/users';
import { bookings } from '../../../db/schema';
import { TRAINING_CENTS, at, day, ownersBookings, spelled, trainingBody } from '../booking-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let other: RegisteredUser;
let omar: RegisteredUser;
let rex: Pet;
let bo: Pet;

// Nominal 2027-03-02 is a Tuesday.
const TUESDAY = '2027-03-02';
const plus = (nominal: string, days: number) => new Date(Date.parse(`${nominal}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weeklyTraining = (petId: number, first: string, weeks: number, trainerId?: number) => ({
  serviceType: 'training',
  petId,
  startDate: at(first, '10:00'),
  weekdays: [2],
  until: day(plus(first, 7 * (weeks - 1))),
  ...(trainerId ? { trainerId } : {}),
});

beforeAll(async () => {
  owner = await t.register();
  other = await t.register();
  await t.register({ isTrainer: true, firstName: 'Tess', lastName: 'Hart' });
  omar = await t.register({ isTrainer: true, firstName: 'Omar', lastName: 'Reyes' });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  bo = await postVaccinatedPet(t.app, t.db, other, { ...rexProfile, name: 'Bo' });
});

describe('POST /api/booking-series for training', () => {
  it('books a named trainer every Tuesday for four weeks, each an hour at the training price', async () => {
    const res = await t.call('POST', '/api/booking-series', owner, weeklyTraining(rex.id, TUESDAY, 4, omar.user.id));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as {
      seriesId: number;
      bookings: { startDate: string; endDate: string; trainerId: number; totalPrice: number }[];
    };
    expect(created.bookings).toHaveLength(4);
    expect(created.bookings.map((b) => b.startDate)).toEqual([0, 7, 14, 21].map((n) => at(plus(TUESDAY, n), '10:00')));
    expect(created.bookings.every((b) => b.trainerId === omar.user.id && b.totalPrice === TRAINING_CENTS)).toBe(true);
    expect(created.bookings[0].endDate).toBe(at(TUESDAY, '11:00'));
    const stored = await t.db.select().from(bookings).where(eq(bookings.seriesId, created.seriesId));
    expect(stored).toHaveLength(4);
  });

  it('refuses the series when the named trainer is booked on one of its dates (409 naming it) and stores nothing', async () => {
    const first = '2027-04-06';
    const taken = plus(first, 14);
    const single = await t.call('POST', '/api/bookings', other, trainingBody(bo.id, taken, '10:00', { trainerId: omar.user.id }));
    expect(single.statusCode, single.body).toBe(201);
    const before = (await ownersBookings(t.db, owner.user.id)).length;
    const res = await t.call('POST', '/api/booking-series', owner, weeklyTraining(rex.id, first, 4, omar.user.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`${spelled(taken)}: Omar Reyes is already booked at that time.`);
    expect(Object.keys(res.json().details)).toEqual([day(taken)]);
    expect(await ownersBookings(t.db, owner.user.id)).toHaveLength(before);
    // Any available trainer still books every date.
    const any = await t.call('POST', '/api/booking-series', owner, weeklyTraining(rex.id, first, 4));
    expect(any.statusCode, any.body).toBe(201);
    expect(any.json().bookings).toHaveLength(4);
  });

  it('answers 400 on trainerId for a daycare series, as a single booking would', async () => {
    const res = await t.call('POST', '/api/booking-series', owner, {
      serviceType: 'daycare',
      petId: rex.id,
      startDate: at('2027-06-01', '09:00'),
      endDate: at('2027-06-01', '15:00'),
      weekdays: [2],
      until: day('2027-06-08'),
      trainerId: omar.user.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('trainerId');
  });
});
