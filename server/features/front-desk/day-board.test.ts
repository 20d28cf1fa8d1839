// The day board (decisions.md 57): one day in the business's time zone, from the bookings as they
// stand: arriving (late ones too), in house, going home, training per trainer, and boarding against
// capacity for 30 nights. Staff and admins only.
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayOf, instantAt } from '../../../common/business-time';
import { insertBooking, postPet, postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let staff: RegisteredUser;
let trainer: RegisteredUser;
let zone: string;
let today: string;
const at = (dayOffset: number, time: string) => instantAt(addCalendarDays(today, dayOffset), time, zone);
const ids: Record<string, number> = {};

beforeAll(async () => {
  [owner, trainer] = await Promise.all([
    t.register({ firstName: 'Sam', lastName: 'Lee' }),
    t.register({ isTrainer: true, firstName: 'Tia' }),
  ]);
  staff = await t.register({}, { roles: ['staff'] });
  await t.call('PATCH', '/api/user', owner, { phone: '555-0100' });
  zone = (await t.call('GET', '/api/business')).json().timeZone;
  today = calendarDayOf(new Date(), zone);

  const unvaccinated = await postPet(t.app, owner, { ...rexProfile, name: 'Scout' });
  const luna = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Luna', medicalConditions: 'Epilepsy' });
  const max = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Max' });
  const bella = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Bella' });
  const boarding = (petId: number, start: Date, end: Date, extra: object = {}) =>
    insertBooking(t.db, {
      petId,
      ownerId: owner.user.id,
      serviceType: 'boarding',
      startDate: start,
      endDate: end,
      status: 'confirmed',
      paymentStatus: 'paid',
      ...extra,
    });

  ids.arriving = (
    await boarding(unvaccinated.id, at(0, '10:00'), at(2, '10:00'), { status: 'pending', paymentStatus: 'pending', totalPrice: 17800 })
  ).id;
  ids.late = (await boarding(max.id, at(-1, '10:00'), at(2, '10:00'))).id;
  ids.inHouse = (await boarding(luna.id, at(0, '00:30'), at(3, '10:00'))).id;
  ids.goingHome = (await boarding(bella.id, at(-2, '10:00'), at(0, '17:00'), { status: 'checked_in' })).id;
  ids.cancelled = (await boarding(max.id, at(0, '11:00'), at(1, '11:00'), { status: 'cancelled' })).id;
  ids.training = (
    await insertBooking(t.db, {
      petId: max.id,
      ownerId: owner.user.id,
      trainerId: trainer.user.id,
      serviceType: 'training',
      startDate: at(0, '14:00'),
      endDate: at(0, '15:00'),
      status: 'confirmed',
      paymentStatus: 'paid',
    })
  ).id;

  // Luna arrives, then her owner changes her pills.
  expect((await t.call('POST', `/api/admin/bookings/${ids.inHouse}/check-in`, staff, { belongings: 'Bed' })).statusCode).toBe(200);
  const care = {
    feeding: [{ time: '07:30', food: 'Kibble', amount: '1 cup' }],
    medications: [{ name: 'Phenobarbital', dose: '30 mg', times: ['08:00', '20:00'], withFood: true }],
    emergencyContact: null,
    vet: null,
    pickupPeople: [],
  };
  expect((await t.call('PUT', `/api/pets/${luna.id}/care`, owner, care)).statusCode).toBe(200);
});

const board = (date?: string, who: RegisteredUser = staff) => t.call('GET', `/api/admin/day${date ? `?date=${date}` : ''}`, who);
const bookingIds = (list: { bookingId: number }[]) => list.map((entry) => entry.bookingId).sort();

describe('GET /api/admin/day', () => {
  it('shows today: arriving (a late one too), in house, going home and training, with what staff need', async () => {
    const res = await board();
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day.date).toBe(today);
    expect(bookingIds(day.arriving)).toEqual([ids.arriving, ids.late].sort());
    expect(bookingIds(day.inHouse)).toEqual([ids.inHouse, ids.goingHome].sort());
    expect(bookingIds(day.goingHome)).toEqual([ids.goingHome]);

    const arriving = day.arriving.find((entry: { bookingId: number }) => entry.bookingId === ids.arriving);
    expect(arriving).toMatchObject({
      late: false,
      balanceCents: 17800,
      owner: { name: 'Sam Lee', phone: '555-0100', email: owner.user.email },
      pets: [{ name: 'Scout' }],
    });
    expect(arriving.vaccinationProblems[0]).toMatch(/^Scout needs/);
    expect(day.arriving.find((entry: { bookingId: number }) => entry.bookingId === ids.late)).toMatchObject({
      late: true,
      balanceCents: 0,
    });

    const luna = day.inHouse.find((entry: { bookingId: number }) => entry.bookingId === ids.inHouse);
    expect(luna).toMatchObject({ status: 'checked_in', checkIn: { belongings: 'Bed' }, vaccinationProblems: [] });
    expect(luna.pets[0]).toMatchObject({
      name: 'Luna',
      medicalConditions: 'Epilepsy',
      medicationsDue: ['Phenobarbital 30 mg at 08:00 (with food)', 'Phenobarbital 30 mg at 20:00 (with food)'],
      meals: ['07:30 Kibble, 1 cup'],
      careChangedDuringStay: true,
    });

    expect(day.training).toEqual([
      {
        trainer: { id: trainer.user.id, name: expect.stringContaining('Tia'), phone: null },
        sessions: [
          expect.objectContaining({
            bookingId: ids.training,
            owner: expect.objectContaining({ name: 'Sam Lee' }),
            pets: [{ id: expect.any(Number), name: 'Max' }],
          }),
        ],
      },
    ]);
    expect(JSON.stringify(day)).not.toContain(`"bookingId":${ids.cancelled},`);
  });

  it('shows each checked-in pet’s rounds against the journal, and the desk’s notes on the stay', async () => {
    const logged = await t.call('POST', `/api/admin/bookings/${ids.inHouse}/journal`, staff, {
      kind: 'medication',
      given: true,
      medication: 'Phenobarbital',
      time: '08:00',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const noted = await t.call('POST', `/api/admin/bookings/${ids.inHouse}/notes`, staff, { text: 'Escape artist: double-check the gate' });
    expect(noted.statusCode, noted.body).toBe(201);
    const luna = (await board()).json().inHouse.find((entry: { bookingId: number }) => entry.bookingId === ids.inHouse);
    expect(luna.staffNotes).toEqual(['Escape artist: double-check the gate']);
    const rounds = luna.pets[0].rounds as { time: string; kind: string; state: string }[];
    expect(rounds.map((round) => `${round.time} ${round.kind}`)).toEqual(['07:30 meal', '08:00 medication', '20:00 medication']);
    expect(rounds[1].state).toBe('logged');
    expect(rounds[0].state).not.toBe('logged');
    // Another day's board keeps the rounds still to come.
    const tomorrow = (await board(addCalendarDays(today, 1)))
      .json()
      .inHouse.find((entry: { bookingId: number }) => entry.bookingId === ids.inHouse);
    expect(tomorrow.pets[0].rounds.every((round: { state: string }) => round.state === 'later')).toBe(true);
  });

  it('counts boarding against capacity for the next 30 nights', async () => {
    const day = (await board()).json();
    expect(day.occupancy).toHaveLength(30);
    // Scout, Max and Luna, and Bella: picked up at 17:00, her stay counts today as a day (decisions.md 31).
    expect(day.occupancy[0]).toEqual({ night: today, pets: 4, capacity: 20 });
    expect(day.occupancy[1]).toEqual({ night: addCalendarDays(today, 1), pets: 3, capacity: 20 });
    expect(day.occupancy[29].night).toBe(addCalendarDays(today, 29));
  });

  it('shows another day as planned: who arrives then, and who should be in by then', async () => {
    const tomorrow = (await board(addCalendarDays(today, 1))).json();
    expect(tomorrow.arriving).toEqual([]);
    expect(bookingIds(tomorrow.inHouse)).toEqual([ids.arriving, ids.late, ids.inHouse].sort());
    expect(tomorrow.training).toEqual([]);
  });

  it('prints the day as a run sheet: feeding and medication by time, then each pet’s card', async () => {
    const res = await t.call('GET', '/api/admin/day/run-sheet.pdf', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="run-sheet-${today}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Run sheet, ${today}`);
    const lines = text.split('\n');
    // In time order: Luna's breakfast at 7:30, her pill at 8:00, the evening pill at 8:00 PM.
    const at730 = lines.indexOf('7:30 AM');
    const at800 = lines.indexOf('8:00 AM');
    expect(at730).toBeGreaterThan(-1);
    expect(at800).toBeGreaterThan(at730);
    expect(lines[at730 + 1]).toBe('[ ]  Luna: feed Kibble, 1 cup');
    expect(lines[at800 + 1]).toBe('[ ]  Luna: give Phenobarbital 30 mg (with food)');
    expect(lines).toContain('8:00 PM');
    expect(text).toContain('Medical: Epilepsy');
    expect(text).toContain('Owner: Sam Lee, 555-0100');
    expect(text).toContain('Belongings: Bed');
    expect((await t.call('GET', '/api/admin/day/run-sheet.pdf', owner)).statusCode).toBe(403);
  });

  it('is for staff: owners and trainers get 403, a bad date 400', async () => {
    expect((await board(undefined, owner)).statusCode).toBe(403);
    expect((await board(undefined, trainer)).statusCode).toBe(403);
    const bad = await board('27-03-2027');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ date: 'Date must be a date like 2027-03-05' });
  });
});
