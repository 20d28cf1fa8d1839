// GET /api/bookings/:id/calendar.ics: the "Add to calendar" download.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pets } from '../../db/schema';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { boardingBody, icsTime, trainingBody } from './booking-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let other: RegisteredUser;
let rex: Pet;
let mia: Pet;

beforeAll(async () => {
  owner = await t.register();
  other = await t.register();
  await t.register({ isTrainer: true });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  mia = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Mia' });
});

describe('GET /api/bookings/:id/calendar.ics', () => {
  it('downloads a boarding stay as an event in the business time zone', async () => {
    const booked = await t.call(
      'POST',
      '/api/bookings',
      owner,
      boardingBody(rex.id, '2027-03-05', '2027-03-07', { additionalPetIds: [mia.id], notes: 'Loves walks; shy' }),
    );
    const id = booked.json().id;
    const res = await t.call('GET', `/api/bookings/${id}/calendar.ics`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pawsconnect-booking-${id}.ics"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:UTC');
    expect(lines).toContain(`DTSTART;TZID=UTC:${icsTime('2027-03-05', '09:00')}`);
    expect(lines).toContain(`DTEND;TZID=UTC:${icsTime('2027-03-07', '09:00')}`);
    expect(lines).toContain('SUMMARY:Boarding stay for Rex and Mia at PawsConnect');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain(`UID:booking-${id}@pawsconnect`);
    expect(res.body).toContain('Loves walks\\; shy');
    // The event links to the booking on the site (PUBLIC_URL; without it there is no link).
    expect(lines).toContain(`URL:http://localhost/bookings?booking=${id}`);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('a training session lasts the hour', async () => {
    const booked = await t.call('POST', '/api/bookings', owner, trainingBody(rex.id, '2027-03-08', '15:00'));
    const res = await t.call('GET', `/api/bookings/${booked.json().id}/calendar.ics`, owner);
    expect(res.body).toContain(`DTSTART;TZID=UTC:${icsTime('2027-03-08', '15:00')}\r\nDTEND;TZID=UTC:${icsTime('2027-03-08', '16:00')}`);
    expect(res.body).toContain('SUMMARY:Training session for Rex at PawsConnect');
  });

  it("is 404 for another user's booking and 401 signed out", async () => {
    const booked = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-04-05', '2027-04-07'));
    const foreign = await t.call('GET', `/api/bookings/${booked.json().id}/calendar.ics`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'The booking was not found.' });
    expect((await t.call('GET', `/api/bookings/${booked.json().id}/calendar.ics`, undefined)).statusCode).toBe(401);
  });
});

describe('a pet name with a control character (issue 27, item 6)', () => {
  const NAME_MESSAGE = 'Pet name cannot contain control characters';

  it('is refused when the pet is added or renamed: 400 under the name, nothing stored', async () => {
    const added = await t.call('POST', '/api/pets', owner, { ...rexProfile, name: 'Rex\rATTENDEE:mailto:x@evil.example' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ message: NAME_MESSAGE, details: { name: NAME_MESSAGE } });
    const renamed = await t.call('PUT', `/api/pets/${rex.id}`, owner, { ...rexProfile, name: 'Rex\u0085Max' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().details).toEqual({ name: NAME_MESSAGE });
    const names = ((await t.call('GET', '/api/pets', owner)).json() as Pet[]).map((pet) => pet.name).sort();
    expect(names).toEqual(['Mia', 'Rex']);
  });

  it('stored before the rule, still stays inside SUMMARY: the lone CR is escaped', async () => {
    const legacy = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Legacy' });
    await t.db.update(pets).set({ name: 'Rex\rATTENDEE:mailto:x@evil.example' }).where(eq(pets.id, legacy.id));
    const booked = await t.call('POST', '/api/bookings', owner, trainingBody(legacy.id, '2027-03-09', '10:00'));
    expect(booked.statusCode, booked.body).toBe(201);
    const res = await t.call('GET', `/api/bookings/${booked.json().id}/calendar.ics`, owner);
    expect(res.body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = res.body.split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
    expect(lines.join('\n').replaceAll('\n ', '')).toContain(
      'SUMMARY:Training session for Rex\\nATTENDEE:mailto:x@evil.example at PawsConnect',
    );
  });
});
