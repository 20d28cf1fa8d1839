// Simultaneous bookings for the last places (issue 14, part 4): boarding nights never hold more
// pets than BOARDING_CAPACITY, daycare days never more than the daycare capacity (decisions.md 66)
// and a trainer never has two sessions in one hour, however many requests arrive at once. What is stored decides, not only the answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { insertBooking, postVaccinatedPet, rexProfile } from '../../helpers/factories';
import { useTestApp } from '../../helpers/use-test-app';
import type { RegisteredUser } from '../../helpers/users';
import { RACERS, at, boardingBody, countOf, countRows, race, trainingBody } from './race-kit';

const CAPACITY = 3;
const t = useTestApp({ env: { BOARDING_CAPACITY: String(CAPACITY) } });
let owners: RegisteredUser[];
let pets: Pet[];
/** Fills all places but one; never one of the racers, so every refusal is about capacity. */
let filler: Pet;

beforeAll(async () => {
  owners = [await t.register(), await t.register()];
  await t.register({ isTrainer: true });
  filler = await postVaccinatedPet(t.app, t.db, owners[0], { ...rexProfile, name: 'Filler' });
  pets = [];
  for (let i = 0; i < RACERS; i++) pets.push(await postVaccinatedPet(t.app, t.db, owners[i % 2], { ...rexProfile, name: `Racer ${i}` }));
});

/** Pets boarding (not cancelled) on the night starting `day`. */
async function petsOnNight(day: string): Promise<number> {
  const [row] = (
    (await t.db.execute(sql`
      select coalesce(sum(num_pets), 0) as pets from bookings
      where service_type = 'boarding' and status <> 'cancelled'
        and start_date < ${at(day, '23:59')}::timestamptz and end_date > ${at(day, '12:00')}::timestamptz`)) as unknown as {
      rows: { pets: string | number }[];
    }
  ).rows;
  return Number(row.pets);
}

/** The filler's confirmed stay from `from` to `to`, taking every place but one on those nights. */
function fillAllButOnePlace(from: string, to: string) {
  return insertBooking(t.db, {
    petId: filler.id,
    ownerId: owners[0].user.id,
    serviceType: 'boarding',
    status: 'confirmed',
    numPets: CAPACITY - 1,
    startDate: new Date(at(from)),
    endDate: new Date(at(to)),
  });
}

describe('the last boarding place', () => {
  it(`${RACERS} owners asking at once for the one place left get one booking; the night holds ${CAPACITY} pets`, async () => {
    await fillAllButOnePlace('2029-05-10', '2029-05-13');
    const responses = await race(RACERS, (i) =>
      t.call('POST', '/api/bookings', owners[i % 2], boardingBody(pets[i].id, '2029-05-11', '2029-05-12')),
    );
    expect(countOf(responses, 201)).toBe(1);
    expect(countOf(responses, 409)).toBe(RACERS - 1);
    for (const refused of responses.filter((res) => res.statusCode === 409)) expect(refused.json().message).toMatch(/Boarding is full/);
    expect(await petsOnNight('2029-05-11')).toBe(CAPACITY);
  });

  it('stays overlapping the full night in different ways are all refused but one', async () => {
    const ranges: [string, string][] = [
      ['2029-06-01', '2029-06-04'],
      ['2029-06-02', '2029-06-03'],
      ['2029-06-02', '2029-06-05'],
      ['2029-05-30', '2029-06-03'],
    ];
    await fillAllButOnePlace('2029-06-02', '2029-06-03');
    const responses = await race(RACERS, (i) => {
      const [from, to] = ranges[i % ranges.length];
      return t.call('POST', '/api/bookings', owners[i % 2], boardingBody(pets[i].id, from, to));
    });
    expect(countOf(responses, 201)).toBe(1);
    expect(await petsOnNight('2029-06-02')).toBe(CAPACITY);
  });
});

describe('the last daycare place', () => {
  it(`${RACERS} owners asking at once for the one daycare place left get one booking; the day holds ${CAPACITY} pets`, async () => {
    // The daycare capacity starts as the boarding capacity from the environment.
    await insertBooking(t.db, {
      petId: filler.id,
      ownerId: owners[0].user.id,
      serviceType: 'daycare',
      status: 'confirmed',
      numPets: CAPACITY - 1,
      startDate: new Date(at('2029-08-06', '09:00')),
      endDate: new Date(at('2029-08-06', '15:00')),
    });
    const responses = await race(RACERS, (i) =>
      t.call('POST', '/api/bookings', owners[i % 2], {
        ...boardingBody(pets[i].id, '2029-08-06', '2029-08-06'),
        serviceType: 'daycare',
        endDate: at('2029-08-06', '15:00'),
      }),
    );
    expect(countOf(responses, 201)).toBe(1);
    expect(countOf(responses, 409)).toBe(RACERS - 1);
    for (const refused of responses.filter((res) => res.statusCode === 409)) expect(refused.json().message).toMatch(/Daycare is full/);
    const [row] = (
      (await t.db.execute(sql`
        select coalesce(sum(num_pets), 0) as pets from bookings
        where service_type = 'daycare' and status <> 'cancelled' and start_date = ${at('2029-08-06', '09:00')}::timestamptz`)) as unknown as {
        rows: { pets: string | number }[];
      }
    ).rows;
    expect(Number(row.pets)).toBe(CAPACITY);
  });
});

describe('the last training slot', () => {
  it(`${RACERS} requests for the one trainer's hour give one session`, async () => {
    const responses = await race(RACERS, (i) =>
      t.call('POST', '/api/bookings', owners[i % 2], trainingBody(pets[i].id, '2029-07-02', '11:00')),
    );
    expect(countOf(responses, 201)).toBe(1);
    expect(countOf(responses, 409)).toBe(RACERS - 1);
    const sessions = await countRows(
      t.db,
      'bookings',
      sql`service_type = 'training' and start_date = ${at('2029-07-02', '11:00')}::timestamptz`,
    );
    expect(sessions).toBe(1);
  });

  it(`${RACERS} requests naming one trainer for one hour give that trainer one session; "any" beside them never doubles a trainer`, async () => {
    const second = await t.register({ isTrainer: true, firstName: 'Omar', lastName: 'Reyes' });
    const named = await race(RACERS, (i) =>
      t.call('POST', '/api/bookings', owners[i % 2], { ...trainingBody(pets[i].id, '2029-07-03', '13:00'), trainerId: second.user.id }),
    );
    expect(countOf(named, 201)).toBe(1);
    expect(countOf(named, 409)).toBe(RACERS - 1);
    for (const refused of named.filter((res) => res.statusCode === 409))
      expect(refused.json().message).toMatch(/^Omar Reyes is already booked/);
    const trainersAt = async (time: string) =>
      (
        (await t.db.execute(sql`
          select trainer_id from bookings
          where service_type = 'training' and start_date = ${at('2029-07-03', time)}::timestamptz`)) as unknown as {
          rows: { trainer_id: number }[];
        }
      ).rows.map((row) => Number(row.trainer_id));
    expect(await trainersAt('13:00')).toEqual([second.user.id]);

    // Half name the second trainer, half take any: two sessions, one per trainer.
    const mixed = await race(RACERS, (i) =>
      t.call('POST', '/api/bookings', owners[i % 2], {
        ...trainingBody(pets[i].id, '2029-07-03', '14:00'),
        trainerId: i % 2 === 0 ? second.user.id : null,
      }),
    );
    expect(countOf(mixed, 201)).toBe(2);
    const booked = await trainersAt('14:00');
    expect(booked).toHaveLength(2);
    expect(new Set(booked).size).toBe(2);
  });
});
