// The `vaccines.verification` setting (decisions.md 58) under the default `enforce` policy: what
// POST /api/bookings, GET /api/pets/:id/vaccination-status and the day board make of records staff
// have not verified, or rejected, under `accept`, `warn` and `require`.
import { beforeAll, describe, expect, it } from 'vitest';
import { VACCINES_VALID_THROUGH, insertStayUnderWay, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { boardingBody, spelled, storedBooking } from './booking-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let staff: RegisteredUser;
let admin: RegisteredUser;

beforeAll(async () => {
  owner = await t.register();
  staff = await t.register({}, { roles: ['staff'] });
  admin = await t.register({}, { roles: ['admin'] });
});

async function setVerification(rule: unknown) {
  const { version } = (await t.call('GET', '/api/admin/settings', admin)).json();
  return t.call('PUT', '/api/admin/settings', admin, { version, vaccines: { verification: rule } });
}

/** A dog with its three boarding vaccines on record (unverified, as the owner enters them): record ids by vaccine. */
async function dogWithRecords(name: string) {
  const pet = await postPet(t.app, owner, { ...rexProfile, name });
  const ids: Record<string, number> = {};
  for (const vaccine of ['rabies', 'dhpp', 'bordetella']) {
    const res = await t.call('POST', `/api/pets/${pet.id}/vaccinations`, owner, {
      vaccine,
      givenOn: '2025-06-01',
      expiresOn: VACCINES_VALID_THROUGH,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[vaccine] = res.json().id;
  }
  return { pet, ids };
}
const verify = (id: number) => t.call('POST', `/api/admin/vaccinations/${id}/verify`, staff);
const reject = (id: number, reason: string) => t.call('POST', `/api/admin/vaccinations/${id}/reject`, staff, { reason });
const book = (petId: number, from: string, to: string) => t.call('POST', '/api/bookings', owner, boardingBody(petId, from, to));
const status = async (petId: number) => (await t.call('GET', `/api/pets/${petId}/vaccination-status`, owner)).json();
const boardProblems = async (bookingId: number) => {
  const board = (await t.call('GET', '/api/admin/day', staff)).json();
  return board.arriving.find((entry: { bookingId: number }) => entry.bookingId === bookingId).vaccinationProblems as string[];
};

describe('the setting', () => {
  it('starts as accept, is saved by admins, read by everyone through /api/business, and refuses other values (400)', async () => {
    expect((await t.call('GET', '/api/admin/settings', admin)).json().vaccines.verification).toBe('accept');
    const bad = await setVerification('sometimes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Vaccine verification must be accept, warn or require');
    const saved = await setVerification('warn');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().vaccines).toMatchObject({ policy: 'enforce', verification: 'warn' });
    expect((await t.call('GET', '/api/business')).json().vaccines.verification).toBe('warn');
    expect((await setVerification('accept')).statusCode).toBe(200);
  });
});

describe('accept (the default): records count as the owner entered them', () => {
  it('books, reports and boards an unverified dog with no problem', async () => {
    await setVerification('accept');
    const { pet } = await dogWithRecords('Trusted');
    const res = await book(pet.id, '2027-03-05', '2027-03-07');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().vaccinationWarnings).toBeNull();
    const report = await status(pet.id);
    expect(report.verification).toBe('accept');
    expect(report.services.boarding.every((entry: { blocker: null; warning: null }) => !entry.blocker && !entry.warning)).toBe(true);
    const stay = await insertStayUnderWay(t.db, { petId: pet.id, ownerId: owner.user.id });
    expect(await boardProblems(stay.id)).toEqual([]);
  });
});

describe('warn: unverified records count, with a warning; rejected ones do not count', () => {
  it('accepts the booking with a warning per record still waiting, on the booking, the status and the board', async () => {
    await setVerification('warn');
    const { pet, ids } = await dogWithRecords('Waiting');
    await verify(ids.dhpp);
    await verify(ids.bordetella);
    const res = await book(pet.id, '2027-04-05', '2027-04-07');
    expect(res.statusCode, res.body).toBe(201);
    const warning = "Waiting's Rabies record is waiting for verification by staff.";
    expect(res.json().vaccinationWarnings).toEqual([warning]);
    expect((await storedBooking(t.db, res.json().id)).vaccinationWarnings).toEqual([warning]);

    const rabies = (await status(pet.id)).services.boarding.find((entry: { vaccine: string }) => entry.vaccine === 'rabies');
    expect(rabies).toMatchObject({ status: 'up_to_date', blocker: null, warning });

    const stay = await insertStayUnderWay(t.db, { petId: pet.id, ownerId: owner.user.id });
    expect(await boardProblems(stay.id)).toEqual([warning]);

    await verify(ids.rabies);
    expect((await book(pet.id, '2027-04-10', '2027-04-12')).json().vaccinationWarnings).toBeNull();
    expect(await boardProblems(stay.id)).toEqual([]);
  });

  it('refuses a booking whose only record of a vaccine was rejected, naming the reason (409 under enforce)', async () => {
    await setVerification('warn');
    const { pet, ids } = await dogWithRecords('Refused');
    await verify(ids.dhpp);
    await verify(ids.bordetella);
    await reject(ids.rabies, 'The certificate is for another dog');
    const res = await book(pet.id, '2027-05-05', '2027-05-07');
    expect(res.statusCode).toBe(409);
    const blocker = `Refused needs a rabies vaccination valid through ${spelled('2027-05-07')} (Rabies: rejected: The certificate is for another dog).`;
    expect(res.json().message).toBe(blocker);
    const rabies = (await status(pet.id)).services.boarding.find((entry: { vaccine: string }) => entry.vaccine === 'rabies');
    expect(rabies).toMatchObject({ status: 'missing', expiresOn: null, warning: null });
    expect(rabies.blocker).toContain('(Rabies: rejected: The certificate is for another dog)');
  });
});

describe('require: only verified records count', () => {
  it('refuses until staff verify each record, naming what waits; the status and the board say the same', async () => {
    await setVerification('require');
    const { pet, ids } = await dogWithRecords('Strict');
    await verify(ids.dhpp);
    await reject(ids.bordetella, 'Expiry date unreadable.');
    const res = await book(pet.id, '2027-06-05', '2027-06-07');
    expect(res.statusCode).toBe(409);
    const through = spelled('2027-06-07');
    expect(res.json().message).toBe(
      `Strict needs a rabies vaccination valid through ${through} (Rabies: waiting for verification by staff). ` +
        `Strict needs a bordetella vaccination valid through ${through} (Bordetella: rejected: Expiry date unreadable.).`,
    );

    const report = await status(pet.id);
    expect(report.verification).toBe('require');
    const byVaccine = Object.fromEntries(report.services.boarding.map((entry: { vaccine: string }) => [entry.vaccine, entry]));
    expect(byVaccine.rabies.blocker).toContain('(Rabies: waiting for verification by staff)');
    expect(byVaccine.dhpp).toMatchObject({ status: 'up_to_date', blocker: null, warning: null });
    expect(byVaccine.bordetella.blocker).toContain('(Bordetella: rejected: Expiry date unreadable.)');

    const stay = await insertStayUnderWay(t.db, { petId: pet.id, ownerId: owner.user.id });
    const problems = await boardProblems(stay.id);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('(Rabies: waiting for verification by staff)');

    await verify(ids.rabies);
    await verify(ids.bordetella);
    const accepted = await book(pet.id, '2027-06-05', '2027-06-07');
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().vaccinationWarnings).toBeNull();
    expect(await boardProblems(stay.id)).toEqual([]);
  });

  it("an owner's edit of a verified record stops bookings again until staff look at it", async () => {
    await setVerification('require');
    const { pet, ids } = await dogWithRecords('Edited');
    for (const id of Object.values(ids)) await verify(id);
    expect((await book(pet.id, '2027-07-05', '2027-07-07')).statusCode).toBe(201);
    await t.call('PUT', `/api/vaccinations/${ids.rabies}`, owner, {
      vaccine: 'rabies',
      givenOn: '2025-07-01',
      expiresOn: VACCINES_VALID_THROUGH,
    });
    const res = await book(pet.id, '2027-07-10', '2027-07-12');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('(Rabies: waiting for verification by staff)');
  });
});
