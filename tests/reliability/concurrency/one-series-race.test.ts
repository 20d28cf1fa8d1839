// Weekly bookings racing for the last daycare place (decisions.md 68): each series is booked all or
// none in one transaction under the daycare capacity lock, so of several series asking at once for a
// day with one place left exactly one is stored, and every other stores nothing at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { insertBooking, postVaccinatedPet, rexProfile } from '../../helpers/factories';
import { day } from '../../helpers/test-calendar';
import { useTestApp } from '../../helpers/use-test-app';
import type { RegisteredUser } from '../../helpers/users';
import { countOf, countRows, race } from './race-kit';

const CAPACITY = 3;
const SERIES_RACERS = 4;
const t = useTestApp({ env: { BOARDING_CAPACITY: String(CAPACITY) } });
let owners: RegisteredUser[];
let pets: Pet[];

// Nominal 2029-05-07 is a Monday; the racers ask for three Mondays, the middle one nearly full.
const MONDAYS = ['2029-05-07', '2029-05-14', '2029-05-21'];
const seriesBody = (petId: number) => ({
  serviceType: 'daycare',
  petId,
  startDate: `${day(MONDAYS[0])}T09:00:00.000Z`,
  endDate: `${day(MONDAYS[0])}T15:00:00.000Z`,
  weekdays: [1],
  until: day(MONDAYS[2]),
});

beforeAll(async () => {
  owners = [await t.register(), await t.register()];
  const filler = await postVaccinatedPet(t.app, t.db, owners[0], { ...rexProfile, name: 'Filler' });
  await insertBooking(t.db, {
    petId: filler.id,
    ownerId: owners[0].user.id,
    serviceType: 'daycare',
    status: 'confirmed',
    numPets: CAPACITY - 1,
    startDate: new Date(`${day(MONDAYS[1])}T09:00:00.000Z`),
    endDate: new Date(`${day(MONDAYS[1])}T15:00:00.000Z`),
  });
  pets = [];
  for (let i = 0; i < SERIES_RACERS; i++)
    pets.push(await postVaccinatedPet(t.app, t.db, owners[i % 2], { ...rexProfile, name: `Racer ${i}` }));
});

describe('the last daycare place on one date of several weekly bookings', () => {
  it(`${SERIES_RACERS} series at once: one is booked whole, the others store nothing`, async () => {
    const responses = await race(SERIES_RACERS, (i) => t.call('POST', '/api/booking-series', owners[i % 2], seriesBody(pets[i].id)));
    expect(countOf(responses, 201)).toBe(1);
    expect(countOf(responses, 409)).toBe(SERIES_RACERS - 1);
    for (const refused of responses.filter((res) => res.statusCode === 409)) {
      expect(Object.keys(refused.json().details)).toEqual([day(MONDAYS[1])]);
    }
    expect(await countRows(t.db, 'booking_series')).toBe(1);
    expect(await countRows(t.db, 'bookings', sql`series_id is not null`)).toBe(3);
  });
});
