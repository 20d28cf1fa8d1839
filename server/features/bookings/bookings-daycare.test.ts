// Daycare (issue 30, item 3; decisions.md 66): priced per day from the business's settings and
// counted per day against the daycare capacity, apart from boarding's nights. A lower capacity
// than the days already booked is refused, as for boarding.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings } from '../../db/schema';
import { at, boardingBody, day, ownersBookings, spelled, storedBooking } from './booking-test-kit';

// The daycare capacity starts as the boarding capacity from the environment (business-settings.ts).
const t = useTestApp({ env: { BOARDING_CAPACITY: '2' } });
let admin: RegisteredUser;
let owner: RegisteredUser;
let other: RegisteredUser;
let rex: Pet;
let mia: Pet;
let bo: Pet;

const daycareBody = (petId: number, from: string, to: string, extra: Record<string, unknown> = {}) =>
  boardingBody(petId, from, to, { serviceType: 'daycare', endDate: at(to, '15:00'), ...extra });
const settings = async () => (await t.call('GET', '/api/admin/settings', admin)).json();

beforeAll(async () => {
  admin = await t.register({}, { roles: ['admin'] });
  owner = await t.register();
  other = await t.register();
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  mia = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Mia' });
  bo = await postVaccinatedPet(t.app, t.db, other, { ...rexProfile, name: 'Bo' });
  const current = await settings();
  const res = await t.call('PUT', '/api/admin/settings', admin, {
    version: current.version,
    prices: { daycareDayCents: 4200, multiPetDiscountPercent: 10 },
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('POST /api/bookings for daycare', () => {
  it('prices each day at the daycare rate of the settings, additional pets at the discount', async () => {
    const oneDay = await t.call('POST', '/api/bookings', owner, daycareBody(rex.id, '2028-09-04', '2028-09-04'));
    expect(oneDay.statusCode, oneDay.body).toBe(201);
    expect(oneDay.json()).toMatchObject({ serviceType: 'daycare', totalPrice: 4200, trainerId: null });
    expect(oneDay.json().priceLines).toEqual([{ label: 'Daycare, 1 day × $42.00', amountCents: 4200 }]);

    const twoPetsTwoDays = await t.call(
      'POST',
      '/api/bookings',
      owner,
      daycareBody(rex.id, '2028-09-11', '2028-09-12', { additionalPetIds: [mia.id] }),
    );
    expect(twoPetsTwoDays.statusCode, twoPetsTwoDays.body).toBe(201);
    expect(twoPetsTwoDays.json().totalPrice).toBe(2 * 4200 + 2 * 3780);
    expect((await storedBooking(t.db, twoPetsTwoDays.json().id)).totalPrice).toBe(2 * 4200 + 2 * 3780);
  });

  it('refuses the pet that does not fit on a day (409 naming it) and stores nothing', async () => {
    // Rex and Mia take both places on the 12th (above); Bo asks for the 11th to the 12th.
    const res = await t.call('POST', '/api/bookings', other, daycareBody(bo.id, '2028-09-11', '2028-09-12'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Daycare is full on ${spelled('2028-09-11')}. Please choose other dates.`);
    expect(await ownersBookings(t.db, other.user.id)).toEqual([]);
  });

  it('counts daycare apart from boarding: full boarding nights leave daycare open, and the other way round', async () => {
    const boarding = await t.call(
      'POST',
      '/api/bookings',
      owner,
      boardingBody(rex.id, '2028-09-18', '2028-09-19', { additionalPetIds: [mia.id] }),
    );
    expect(boarding.statusCode, boarding.body).toBe(201);
    const daycare = await t.call('POST', '/api/bookings', other, daycareBody(bo.id, '2028-09-18', '2028-09-18'));
    expect(daycare.statusCode, daycare.body).toBe(201);
    // Daycare is full on the 12th, boarding is not.
    const stay = await t.call('POST', '/api/bookings', other, boardingBody(bo.id, '2028-09-12', '2028-09-13'));
    expect(stay.statusCode, stay.body).toBe(201);
  });

  it('frees the place of a cancelled daycare booking', async () => {
    const [taken] = await t.db.select().from(bookings).where(eq(bookings.totalPrice, 4200));
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, taken.id));
    const [first, second] = await Promise.all([
      t.call('POST', '/api/bookings', other, daycareBody(bo.id, '2028-09-04', '2028-09-04')),
      t.call('POST', '/api/bookings', owner, daycareBody(mia.id, '2028-09-04', '2028-09-04')),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect((await t.call('POST', '/api/bookings', owner, daycareBody(rex.id, '2028-09-04', '2028-09-04'))).statusCode).toBe(409);
  });
});

describe('GET /api/bookings/availability for daycare', () => {
  it('lists the full days and the nearly full ones from the daycare capacity', async () => {
    const res = await t.call(
      'GET',
      `/api/bookings/availability?serviceType=daycare&from=${day('2028-09-01')}&to=${day('2028-09-30')}`,
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullNights: [],
      fullDaycareDays: [day('2028-09-04'), day('2028-09-11'), day('2028-09-12')],
      nearlyFullDaycareDays: [{ day: day('2028-09-18'), placesLeft: 1 }],
      trainingSlots: [],
    });
  });
});

describe('the daycare capacity setting', () => {
  it('cannot go below the pets already booked on one day (400), and a higher one lets the extra pet in', async () => {
    const lower = await t.call('PUT', '/api/admin/settings', admin, { version: (await settings()).version, daycareCapacity: 1 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().details).toEqual({
      daycareCapacity: 'Daycare capacity must be at least 2: that many pets are already booked on one day.',
    });
    const higher = await t.call('PUT', '/api/admin/settings', admin, { version: (await settings()).version, daycareCapacity: 3 });
    expect(higher.statusCode, higher.body).toBe(200);
    expect((await t.call('POST', '/api/bookings', owner, daycareBody(rex.id, '2028-09-04', '2028-09-04'))).statusCode).toBe(201);
  });
});
