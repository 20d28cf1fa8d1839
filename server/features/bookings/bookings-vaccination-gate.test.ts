// The vaccination gate of POST /api/bookings (decisions.md 15) under each VACCINE_POLICY.
import { beforeAll, describe, expect, it } from 'vitest';
import { postPet, rexProfile, vaccinatePet } from '../../../tests/helpers/factories';
import { useTestApp, type UsedTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { boardingBody, day, ownersBookings, spelled, storedBooking, trainingBody } from './booking-test-kit';

const lunaProfile = { name: 'Luna', petType: 'cat', breed: 'Siamese' };

/** Adds a record (nominal dates, see booking-test-kit) through the vaccinations route, as the owner does on the pet page. */
async function addVaccine(t: UsedTestApp, who: RegisteredUser, petId: number, vaccine: string, expiresOn: string) {
  const res = await t.call('POST', `/api/pets/${petId}/vaccinations`, who, {
    vaccine,
    givenOn: day('2026-01-10'),
    expiresOn: day(expiresOn),
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('VACCINE_POLICY=enforce (the default)', () => {
  const t = useTestApp();
  let owner: RegisteredUser;

  beforeAll(async () => {
    owner = await t.register();
    await t.register({ isTrainer: true });
  });

  it('refuses a stay for a dog with no vaccines (409), naming pet and vaccines, and stores nothing', async () => {
    const rex = await postPet(t.app, owner, rexProfile);
    const res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-03-05', '2027-03-09'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        `Rex needs a rabies vaccination valid through ${spelled('2027-03-09')}. Rex needs a DHPP vaccination valid through ${spelled('2027-03-09')}. ` +
        `Rex needs a bordetella vaccination valid through ${spelled('2027-03-09')}.`,
    });
    expect(await ownersBookings(t.db, owner.user.id)).toHaveLength(0);
  });

  it('accepts it once the records are added, and again when the expiry falls on the last day', async () => {
    const rex = await postPet(t.app, owner, { ...rexProfile, name: 'Rex II' });
    await addVaccine(t, owner, rex.id, 'rabies', '2027-03-09');
    await addVaccine(t, owner, rex.id, 'dhpp', '2029-01-01');
    let res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-03-05', '2027-03-09'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Rex II needs a bordetella vaccination valid through ${spelled('2027-03-09')}.`);

    await addVaccine(t, owner, rex.id, 'bordetella', '2027-09-01');
    res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-03-05', '2027-03-09'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().vaccinationWarnings).toBeNull();
    expect((await storedBooking(t.db, res.json().id)).vaccinationWarnings).toBeNull();
  });

  it('checks through the last day of the stay, not the first', async () => {
    const rex = await postPet(t.app, owner, { ...rexProfile, name: 'Rex III' });
    await addVaccine(t, owner, rex.id, 'rabies', '2027-03-08');
    await addVaccine(t, owner, rex.id, 'dhpp', '2029-01-01');
    await addVaccine(t, owner, rex.id, 'bordetella', '2029-01-01');
    // Valid on drop-off (March 5) but not through pickup (March 9).
    const res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-03-05', '2027-03-09'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Rex III needs a rabies vaccination valid through ${spelled('2027-03-09')}.`);
    // A stay ending the day it expires is fine.
    expect((await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-03-05', '2027-03-08'))).statusCode).toBe(201);
  });

  it('checks the additional pets too', async () => {
    const rex = await postPet(t.app, owner, { ...rexProfile, name: 'Max' });
    await vaccinatePet(t.db, rex);
    const luna = await postPet(t.app, owner, lunaProfile);
    await addVaccine(t, owner, luna.id, 'rabies', '2029-01-01');
    const body = boardingBody(rex.id, '2027-04-05', '2027-04-07', { additionalPetIds: [luna.id] });
    const res = await t.call('POST', '/api/bookings', owner, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Luna needs an FVRCP vaccination valid through ${spelled('2027-04-07')}.`);
    await addVaccine(t, owner, luna.id, 'fvrcp', '2029-01-01');
    expect((await t.call('POST', '/api/bookings', owner, body)).statusCode).toBe(201);
  });

  it('asks daycare for the same vaccines as boarding', async () => {
    const rex = await postPet(t.app, owner, { ...rexProfile, name: 'Daisy' });
    await addVaccine(t, owner, rex.id, 'rabies', '2029-01-01');
    const res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-05-05', '2027-05-06', { serviceType: 'daycare' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`Daisy needs a DHPP vaccination valid through ${spelled('2027-05-06')}.`);
  });

  it('asks training for rabies only, valid on the day of the session', async () => {
    const rex = await postPet(t.app, owner, { ...rexProfile, name: 'Buddy' });
    let res = await t.call('POST', '/api/bookings', owner, trainingBody(rex.id, '2027-06-07'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Buddy needs a rabies vaccination valid through ${spelled('2027-06-07')}.`);
    await addVaccine(t, owner, rex.id, 'rabies', '2027-06-07');
    res = await t.call('POST', '/api/bookings', owner, trainingBody(rex.id, '2027-06-07'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('needs nothing of a rabbit', async () => {
    const rabbit = await postPet(t.app, owner, { name: 'Thumper', petType: 'small_animal', breed: 'Rabbit' });
    expect((await t.call('POST', '/api/bookings', owner, boardingBody(rabbit.id, '2027-07-05', '2027-07-06'))).statusCode).toBe(201);
  });
});

describe('VACCINE_POLICY=warn', () => {
  const t = useTestApp({ env: { VACCINE_POLICY: 'warn' } });
  let owner: RegisteredUser;

  beforeAll(async () => {
    owner = await t.register();
  });

  it('accepts the booking and stores and returns the problems', async () => {
    const rex = await postPet(t.app, owner, rexProfile);
    await addVaccine(t, owner, rex.id, 'rabies', '2027-03-08');
    await addVaccine(t, owner, rex.id, 'dhpp', '2029-01-01');
    const res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-03-05', '2027-03-09'));
    expect(res.statusCode).toBe(201);
    const warnings = [
      `Rex needs a rabies vaccination valid through ${spelled('2027-03-09')}.`,
      `Rex needs a bordetella vaccination valid through ${spelled('2027-03-09')}.`,
    ];
    expect(res.json().vaccinationWarnings).toEqual(warnings);
    expect((await storedBooking(t.db, res.json().id)).vaccinationWarnings).toEqual(warnings);
    expect((await t.call('GET', `/api/bookings/${res.json().id}`, owner)).json().vaccinationWarnings).toEqual(warnings);
  });

  it('flags nothing when the vaccines cover the stay', async () => {
    const rex = await postPet(t.app, owner, { ...rexProfile, name: 'Covered' });
    await vaccinatePet(t.db, rex);
    const res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-03-05', '2027-03-09'));
    expect(res.statusCode).toBe(201);
    expect((await storedBooking(t.db, res.json().id)).vaccinationWarnings).toBeNull();
  });

  it('tells the web the policy', async () => {
    const rex = await postPet(t.app, owner, { ...rexProfile, name: 'Asked' });
    expect((await t.call('GET', `/api/pets/${rex.id}/vaccination-status`, owner)).json().policy).toBe('warn');
  });
});

describe('VACCINE_POLICY=off', () => {
  const t = useTestApp({ env: { VACCINE_POLICY: 'off' } });

  it('books a pet with no vaccines and flags nothing', async () => {
    const owner = await t.register();
    const rex = await postPet(t.app, owner, rexProfile);
    const res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-03-05', '2027-03-09'));
    expect(res.statusCode).toBe(201);
    expect((await storedBooking(t.db, res.json().id)).vaccinationWarnings).toBeNull();
  });
});
