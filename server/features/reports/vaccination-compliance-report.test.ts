// Business reports (decisions.md 62): the vaccination compliance of the pets of upcoming stays, each
// vaccine its service requires that is missing, lapses before the stay's last day or is not verified,
// counted from today; JSON and CSV (formula injection defused).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addCalendarDays, calendarDayOf, instantAt } from '../../../common/business-time';
import { vaccinations } from '../../db/schema';
import { insertBooking, postPet, postVaccinatedPet, rexProfile, vaccinatePet } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let admin: RegisteredUser;
let zone: string;
let today: string;
const at = (day: string, time: string) => instantAt(day, time, zone);

beforeAll(async () => {
  owner = await t.register({ firstName: 'Sam', lastName: 'Lee' });
  admin = await t.register({}, { roles: ['admin'] });
  zone = (await t.call('GET', '/api/business')).json().timeZone;
  today = calendarDayOf(new Date(), zone);
});

const report = (path: string) => t.call('GET', `/api/admin/reports/${path}`, admin);

describe('vaccination compliance', () => {
  it('lists the pets of upcoming stays with missing and expiring vaccines, from today on', async () => {
    const unvaccinated = await postPet(t.app, owner, { ...rexProfile, name: 'Scout' });
    const lapsing = await postPet(t.app, owner, { ...rexProfile, name: 'Luna' });
    await vaccinatePet(t.db, lapsing, addCalendarDays(today, 5));
    const protectedPet = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Fido' });
    // Staff have verified Fido's records (decisions.md 58).
    await t.db.update(vaccinations).set({ verification: 'verified' }).where(eq(vaccinations.petId, protectedPet.id));
    const stay = (petId: number, startDay: string, lastDay: string, extra: object = {}) =>
      insertBooking(t.db, {
        petId,
        ownerId: owner.user.id,
        serviceType: 'boarding',
        status: 'confirmed',
        paymentStatus: 'paid',
        startDate: at(startDay, '10:00'),
        endDate: at(lastDay, '10:00'),
        ...extra,
      });
    // Scout and Fido share a stay; Luna's vaccines lapse before hers ends; a cancelled stay and a
    // past one are not looked at; a training session after the range neither.
    const shared = await stay(protectedPet.id, addCalendarDays(today, 2), addCalendarDays(today, 4), {
      additionalPetIds: [unvaccinated.id],
      numPets: 2,
    });
    const lunas = await stay(lapsing.id, addCalendarDays(today, 3), addCalendarDays(today, 8));
    await stay(unvaccinated.id, addCalendarDays(today, 5), addCalendarDays(today, 6), { status: 'cancelled' });
    await stay(unvaccinated.id, addCalendarDays(today, -10), addCalendarDays(today, -8));
    await stay(unvaccinated.id, addCalendarDays(today, 40), addCalendarDays(today, 40), { serviceType: 'training' });

    const from = addCalendarDays(today, -30);
    const to = addCalendarDays(today, 20);
    const res = await report(`vaccination-compliance?from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    const base = { serviceType: 'boarding', ownerName: 'Sam Lee' };
    const scout = {
      ...base,
      bookingId: shared.id,
      startDay: addCalendarDays(today, 2),
      lastDay: addCalendarDays(today, 4),
      petId: unvaccinated.id,
      petName: 'Scout',
      problem: 'missing',
      expiresOn: null,
    };
    const luna = {
      ...base,
      bookingId: lunas.id,
      startDay: addCalendarDays(today, 3),
      lastDay: addCalendarDays(today, 8),
      petId: lapsing.id,
      petName: 'Luna',
      problem: 'expiring',
      expiresOn: addCalendarDays(today, 5),
    };
    expect(res.json()).toEqual({
      name: 'vaccination-compliance',
      from,
      to,
      timeZone: zone,
      checkedFrom: today,
      petsWithStays: 3,
      petsWithProblems: 2,
      problemCounts: { missing: 3, expiring: 3, unverified: 0 },
      rows: [
        { ...scout, vaccine: 'rabies', vaccineName: 'Rabies' },
        { ...scout, vaccine: 'dhpp', vaccineName: 'DHPP' },
        { ...scout, vaccine: 'bordetella', vaccineName: 'Bordetella' },
        { ...luna, vaccine: 'rabies', vaccineName: 'Rabies' },
        { ...luna, vaccine: 'dhpp', vaccineName: 'DHPP' },
        { ...luna, vaccine: 'bordetella', vaccineName: 'Bordetella' },
      ],
    });

    const csv = await report(`vaccination-compliance.csv?from=${from}&to=${to}`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="vaccination-compliance-${from}-${to}.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('bookingId,service,startDay,lastDay,pet,owner,vaccine,problem,expiresOn');
    expect(lines[1]).toBe(`${shared.id},boarding,${scout.startDay},${scout.lastDay},Scout,Sam Lee,Rabies,missing,`);
    expect(lines[4]).toBe(`${lunas.id},boarding,${luna.startDay},${luna.lastDay},Luna,Sam Lee,Rabies,expiring,${luna.expiresOn}`);
    expect(lines).toHaveLength(8);

    // By default: the next 12 weeks from today.
    const byDefault = (await report('vaccination-compliance')).json();
    expect(byDefault).toMatchObject({ from: today, to: addCalendarDays(today, 83), checkedFrom: today, petsWithProblems: 2 });
    // A range wholly past has nothing to check.
    const past = (await report('vaccination-compliance?from=2025-03-03&to=2025-03-16')).json();
    expect(past).toMatchObject({ petsWithStays: 0, rows: [], problemCounts: { missing: 0, expiring: 0, unverified: 0 } });

    // A record that would cover the stay but that staff have not verified is the problem to chase.
    await t.db
      .update(vaccinations)
      .set({ verification: 'unverified' })
      .where(and(eq(vaccinations.petId, protectedPet.id), eq(vaccinations.vaccine, 'rabies')));
    const unverified = (await report(`vaccination-compliance?from=${from}&to=${to}`)).json();
    expect(unverified.problemCounts).toEqual({ missing: 3, expiring: 3, unverified: 1 });
    expect(unverified.rows).toContainEqual(expect.objectContaining({ petName: 'Fido', vaccine: 'rabies', problem: 'unverified' }));
  });

  it('defuses a pet name a spreadsheet would run as a formula', async () => {
    const pet = await postPet(t.app, owner, { ...rexProfile, name: '=HYPERLINK("x")' });
    const day = addCalendarDays(today, 60);
    await insertBooking(t.db, {
      petId: pet.id,
      ownerId: owner.user.id,
      serviceType: 'training',
      status: 'pending',
      startDate: at(day, '10:00'),
      endDate: at(day, '11:00'),
    });
    const csv = await report(`vaccination-compliance.csv?from=${day}&to=${day}`);
    expect(csv.body.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""x"")",`);
  });
});
