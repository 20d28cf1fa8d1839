// The dashboard's Active Bookings and Next Session figures follow bookings made through the API.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { at, boardingBody, trainingBody } from './booking-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let rex: Pet;

beforeAll(async () => {
  owner = await t.register();
  await t.register({ isTrainer: true });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
});

const summary = async () => (await t.call('GET', '/api/dashboard', owner)).json();

describe('dashboard figures from real bookings', () => {
  it('counts new bookings as active, names the next session, and drops what is cancelled', async () => {
    expect(await summary()).toMatchObject({ activeBookings: 0, nextSession: null });
    const stay = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-09-01', '2027-09-03'));
    const later = await t.call('POST', '/api/bookings', owner, trainingBody(rex.id, '2027-10-05', '09:00'));
    const sooner = await t.call('POST', '/api/bookings', owner, trainingBody(rex.id, '2027-10-01', '14:00'));
    expect([stay.statusCode, later.statusCode, sooner.statusCode]).toEqual([201, 201, 201]);
    expect(await summary()).toMatchObject({
      activeBookings: 3,
      nextSession: { bookingId: sooner.json().id, startDate: at('2027-10-01', '14:00'), petName: 'Rex' },
    });

    expect((await t.call('PATCH', `/api/bookings/${sooner.json().id}`, owner, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await summary()).toMatchObject({ activeBookings: 2, nextSession: { bookingId: later.json().id } });
  });
});
