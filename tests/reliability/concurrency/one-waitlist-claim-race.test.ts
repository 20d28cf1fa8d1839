// The waitlist under load (decisions.md 67): on PostgreSQL two app instances on one database both
// hear a cancellation and look for someone to offer the place to; on PGlite the one instance does.
// The place is offered once (one offer, one notification), and 20 claims of it at once, spread
// over the instances, while other owners try to book the same night directly, give exactly one
// booking: the night never holds more pets than its capacity.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { waitlistEntries } from '../../../server/db/schema';
import { readBusinessSettings } from '../../../server/domain/business/business-settings';
import { callAs } from '../../helpers/api-call';
import { insertBooking, postVaccinatedPet, rexProfile } from '../../helpers/factories';
import { registerUser, type RegisteredUser } from '../../helpers/users';
import { startInstances, type Instances } from './app-instances';
import { RACERS, at, boardingBody, capturingMailer, countOf, countRows, race } from './race-kit';

const CLAIMS = 20;
const mail = capturingMailer();
let running: Instances;
let holder: RegisteredUser;
let holderPet: Pet;
let leaver: RegisteredUser;
let leaverPet: Pet;
let others: { owner: RegisteredUser; pet: Pet }[];
let capacity: number;

beforeAll(async () => {
  running = await startInstances(2, mail.mailer);
  const { app, database } = running.instances[0];
  // The settings row exists once an app is built; the environment's starting capacity is in it.
  capacity = (await readBusinessSettings(database.db, { boardingCapacity: 0, vaccinePolicy: 'off' })).boardingCapacity;
  holder = await registerUser(app);
  holderPet = await postVaccinatedPet(app, database.db, holder, { ...rexProfile, name: 'Holder' });
  leaver = await registerUser(app);
  leaverPet = await postVaccinatedPet(app, database.db, leaver, { ...rexProfile, name: 'Leaver' });
  others = [];
  for (let i = 0; i < RACERS; i++) {
    const owner = await registerUser(app);
    others.push({ owner, pet: await postVaccinatedPet(app, database.db, owner, { ...rexProfile, name: `Racer ${i}` }) });
  }
});
afterAll(() => running?.close());

/** Pets boarding (not cancelled) on the night starting `day`. */
const petsOnNight = async (day: string) =>
  Number(
    (
      (await running.instances[0].database.db.execute(sql`
        select coalesce(sum(num_pets), 0) as pets from bookings
        where service_type = 'boarding' and status <> 'cancelled'
          and start_date < ${at(day, '23:59')}::timestamptz and end_date > ${at(day, '12:00')}::timestamptz`)) as unknown as {
        rows: { pets: string | number }[];
      }
    ).rows[0].pets,
  );

describe('one freed place on the waitlist', () => {
  it(`is offered once, and ${CLAIMS} claims of it at once with direct bookings racing give one booking`, async () => {
    const { instances } = running;
    const db = instances[0].database.db;
    const instance = (i: number) => instances[i % instances.length].app;
    await insertBooking(db, {
      petId: leaverPet.id,
      ownerId: leaver.user.id,
      serviceType: 'boarding',
      status: 'confirmed',
      numPets: capacity - 1,
      startDate: new Date(at('2029-08-06')),
      endDate: new Date(at('2029-08-07')),
    });
    const last = await callAs(instance(0), 'POST', '/api/bookings', leaver, boardingBody(leaverPet.id, '2029-08-06', '2029-08-07'));
    expect(last.statusCode).toBe(201);
    const joined = await callAs(instance(1), 'POST', '/api/waitlist', holder, {
      serviceType: 'boarding',
      petIds: [holderPet.id],
      startDate: at('2029-08-06'),
      endDate: at('2029-08-07'),
    });
    expect(joined.statusCode).toBe(201);
    const waitId: number = joined.json().id;

    expect((await callAs(instance(0), 'PATCH', `/api/bookings/${last.json().id}`, leaver, { status: 'cancelled' })).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, waitId)))[0].status).toBe('offered'),
      { timeout: 10_000, interval: 20 },
    );
    expect(await countRows(db, 'notifications', sql`data->>'waitlistId' = ${String(waitId)}`)).toBe(1);

    const [claims, direct] = await Promise.all([
      race(CLAIMS, (i) => callAs(instance(i), 'POST', `/api/waitlist/${waitId}/claim`, holder)),
      race(RACERS, (i) =>
        callAs(instance(i + 1), 'POST', '/api/bookings', others[i].owner, boardingBody(others[i].pet.id, '2029-08-06', '2029-08-07')),
      ),
    ]);
    expect(countOf(claims, 201)).toBe(1);
    expect(countOf(claims, 409)).toBe(CLAIMS - 1);
    expect(countOf(direct, 409)).toBe(RACERS);
    expect(await countRows(db, 'bookings', sql`owner_id = ${holder.user.id}`)).toBe(1);
    expect(await petsOnNight('2029-08-06')).toBe(capacity);
    expect(await countRows(db, 'notifications', sql`data->>'waitlistId' = ${String(waitId)}`)).toBe(1);
  });
});
