// Business reports (decisions.md 62): revenue per week by service (a refund taken off), boarding
// occupancy per night (a two-pet stay counts twice), cancellations and no-shows per week, and
// vaccination compliance (vaccination-compliance-report.test.ts); JSON and CSV; admins only.
// The first three look at fixed weeks of March 2025 (Mondays 3 and 10), so they hold on any day.
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDayOf, instantAt } from '../../../common/business-time';
import { paymentIntents, paymentRefunds } from '../../db/schema';
import { insertBooking, postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let staff: RegisteredUser;
let trainer: RegisteredUser;
let admin: RegisteredUser;
let zone: string;
let today: string;
const CAPACITY = 4;
const at = (day: string, time: string) => instantAt(day, time, zone);

let paymentCount = 0;
/** A payment of `amount` cents on the booking at `paidAt` (succeeded unless said otherwise), and a refund if asked. */
async function pay(bookingId: number, amount: number, paidAt: Date, extra: { status?: 'failed'; refundedAt?: Date } = {}) {
  const id = `pi_report_${++paymentCount}`;
  await t.db.insert(paymentIntents).values({
    id,
    bookingId,
    provider: 'sandbox',
    clientSecret: `${id}_secret`,
    amount,
    status: extra.status ?? 'succeeded',
    paidAt: extra.status ? null : paidAt,
  });
  if (extra.refundedAt) {
    await t.db
      .insert(paymentRefunds)
      .values({ id: `re_report_${paymentCount}`, bookingId, paymentIntentId: id, amount, createdAt: extra.refundedAt });
  }
}

beforeAll(async () => {
  [owner, trainer] = await Promise.all([t.register({ firstName: 'Sam', lastName: 'Lee' }), t.register({ isTrainer: true })]);
  staff = await t.register({}, { roles: ['staff'] });
  admin = await t.register({}, { roles: ['admin'] });
  zone = (await t.call('GET', '/api/business')).json().timeZone;
  today = calendarDayOf(new Date(), zone);
  const { version } = (await t.call('GET', '/api/admin/settings', admin)).json();
  expect((await t.call('PUT', '/api/admin/settings', admin, { version, boardingCapacity: CAPACITY })).statusCode).toBe(200);

  const [rex, bella, max] = await Promise.all(
    ['Rex', 'Bella', 'Max'].map((name) => postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name })),
  );
  const booking = (values: Partial<Parameters<typeof insertBooking>[1]> & { startDate: Date; endDate: Date }) =>
    insertBooking(t.db, { petId: rex.id, ownerId: owner.user.id, status: 'completed', paymentStatus: 'paid', ...values });

  // Week of March 3: Rex and Bella board two nights together (paid $178), Max has daycare ($65),
  // a failed payment counts for nothing; Max boards the night of the 5th alone (unpaid).
  const together = await booking({
    serviceType: 'boarding',
    petId: rex.id,
    additionalPetIds: [bella.id],
    numPets: 2,
    startDate: at('2025-03-04', '10:00'),
    endDate: at('2025-03-06', '10:00'),
  });
  await pay(together.id, 17800, at('2025-03-03', '12:00'));
  const daycare = await booking({
    serviceType: 'daycare',
    petId: max.id,
    startDate: at('2025-03-05', '08:00'),
    endDate: at('2025-03-05', '17:00'),
  });
  await pay(daycare.id, 6500, at('2025-03-05', '09:00'));
  const failed = await booking({ serviceType: 'daycare', startDate: at('2025-03-06', '08:00'), endDate: at('2025-03-06', '17:00') });
  await pay(failed.id, 6500, at('2025-03-06', '07:00'), { status: 'failed' });
  await booking({
    serviceType: 'boarding',
    petId: max.id,
    paymentStatus: 'unpaid',
    startDate: at('2025-03-05', '18:00'),
    endDate: at('2025-03-06', '09:00'),
  });
  // A cancelled stay (unpaid, takes no room) and a daycare no-show, the same week.
  await booking({
    serviceType: 'boarding',
    status: 'cancelled',
    paymentStatus: 'unpaid',
    startDate: at('2025-03-07', '10:00'),
    endDate: at('2025-03-09', '10:00'),
  });
  await booking({ serviceType: 'daycare', status: 'no_show', startDate: at('2025-03-04', '08:00'), endDate: at('2025-03-04', '17:00') });

  // Week of March 10: a paid stay cancelled and refunded in full, and a training session.
  const refunded = await booking({
    serviceType: 'boarding',
    status: 'cancelled',
    paymentStatus: 'refunded',
    startDate: at('2025-03-14', '10:00'),
    endDate: at('2025-03-15', '10:00'),
  });
  await pay(refunded.id, 8900, at('2025-03-10', '11:00'), { refundedAt: at('2025-03-11', '16:00') });
  const session = await booking({
    serviceType: 'training',
    trainerId: trainer.user.id,
    startDate: at('2025-03-13', '14:00'),
    endDate: at('2025-03-13', '15:00'),
  });
  await pay(session.id, 7500, at('2025-03-12', '15:00'));
  // Paid a minute after the range ends: not in it.
  await pay(
    (await booking({ serviceType: 'daycare', startDate: at('2025-03-18', '08:00'), endDate: at('2025-03-18', '17:00') })).id,
    6500,
    at('2025-03-17', '00:01'),
  );
});

const report = (path: string, who: RegisteredUser | null = admin) => t.call('GET', `/api/admin/reports/${path}`, who ?? undefined);

describe('revenue', () => {
  it('sums payments minus refunds per Monday week and service, with totals', async () => {
    const res = await report('revenue?from=2025-03-03&to=2025-03-16');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'revenue',
      from: '2025-03-03',
      to: '2025-03-16',
      timeZone: zone,
      weeks: [
        {
          week: '2025-03-03',
          boardingCents: 17800,
          daycareCents: 6500,
          trainingCents: 0,
          paidCents: 24300,
          refundedCents: 0,
          netCents: 24300,
        },
        {
          week: '2025-03-10',
          boardingCents: 0,
          daycareCents: 0,
          trainingCents: 7500,
          paidCents: 16400,
          refundedCents: 8900,
          netCents: 7500,
        },
      ],
      totals: { boardingCents: 17800, daycareCents: 6500, trainingCents: 7500, paidCents: 40700, refundedCents: 8900, netCents: 31800 },
    });
  });

  it('downloads the same figures as CSV in dollars', async () => {
    const res = await report('revenue.csv?from=2025-03-03&to=2025-03-16');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="revenue-2025-03-03-2025-03-16.csv"');
    expect(res.body).toBe(
      'week,boarding,daycare,training,paid,refunded,net\r\n' +
        '2025-03-03,178.00,65.00,0.00,243.00,0.00,243.00\r\n' +
        '2025-03-10,0.00,0.00,75.00,164.00,89.00,75.00\r\n',
    );
  });

  it('defaults to the last 12 weeks, Monday to today', async () => {
    const body = (await report('revenue')).json();
    expect(body.to).toBe(today);
    expect(body.weeks).toHaveLength(12);
    expect(new Date(`${body.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(body.weeks[0].week).toBe(body.from);
  });
});

describe('occupancy', () => {
  it('counts every pet of a stay on each of its nights against capacity', async () => {
    const res = await report('occupancy?from=2025-03-03&to=2025-03-07');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'occupancy',
      from: '2025-03-03',
      to: '2025-03-07',
      timeZone: zone,
      capacity: CAPACITY,
      nights: [
        { night: '2025-03-03', pets: 0, capacity: CAPACITY, percent: 0 },
        { night: '2025-03-04', pets: 2, capacity: CAPACITY, percent: 50 },
        { night: '2025-03-05', pets: 3, capacity: CAPACITY, percent: 75 },
        { night: '2025-03-06', pets: 0, capacity: CAPACITY, percent: 0 },
        { night: '2025-03-07', pets: 0, capacity: CAPACITY, percent: 0 },
      ],
      averagePercent: 25,
      peakPets: 3,
    });
    const csv = await report('occupancy.csv?from=2025-03-04&to=2025-03-05');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="occupancy-2025-03-04-2025-03-05.csv"');
    expect(csv.body).toBe('night,pets,capacity,percent\r\n2025-03-04,2,4,50\r\n2025-03-05,3,4,75\r\n');
  });
});

describe('cancellations', () => {
  it('counts cancellations with their refunds and no-shows by the week they were to start', async () => {
    const res = await report('cancellations?from=2025-03-03&to=2025-03-16');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'cancellations',
      from: '2025-03-03',
      to: '2025-03-16',
      timeZone: zone,
      weeks: [
        { week: '2025-03-03', cancelled: 1, refundedCents: 0, noShows: 1 },
        { week: '2025-03-10', cancelled: 1, refundedCents: 8900, noShows: 0 },
      ],
      totals: { cancelled: 2, refundedCents: 8900, noShows: 1 },
    });
    const csv = await report('cancellations.csv?from=2025-03-03&to=2025-03-16');
    expect(csv.body).toBe('week,cancelled,refunded,noShows\r\n2025-03-03,1,0.00,1\r\n2025-03-10,1,89.00,0\r\n');
  });
});

describe('bad input, roles and names', () => {
  it('answers 400 with a clear message for bad, reversed or too long ranges, JSON and CSV alike', async () => {
    const cases: [string, string][] = [
      ['revenue?from=2025-02-30', 'From must be a date like 2027-03-05'],
      ['revenue?from=yesterday&to=2025-03-01', 'From must be a date like 2027-03-05'],
      ['occupancy?from=2025-03-10&to=2025-03-01', 'From must be on or before To'],
      ['cancellations?from=2024-01-01&to=2025-01-01', 'A report covers at most 366 days'],
      ['revenue.csv?from=2025-03-10&to=2025-03-01', 'From must be on or before To'],
      ['occupancy?to=1999-12-31', 'To must be between the years 2000 and 2999'],
      // One end given, the other defaulted: still checked.
      ['revenue?from=2000-01-01', 'A report covers at most 366 days'],
      ['vaccination-compliance.csv?to=2000-01-01', 'From must be on or before To'],
      ['revenue?from=2025-03-03&extra=1', 'Unrecognized key'],
    ];
    for (const [path, message] of cases) {
      const res = await report(path);
      expect(res.statusCode, path).toBe(400);
      expect(JSON.stringify(res.json()), path).toContain(message);
    }
    // A leap year's 366 days are fine.
    expect((await report('occupancy?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('answers 404 for a report it does not have', async () => {
    for (const path of ['profit', 'profit.csv', 'revenue.pdf', 'REVENUE']) {
      const res = await report(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('The report was not found.');
    }
  });

  it('is for admins only: staff, trainers and owners get 403, signed out 401', async () => {
    for (const path of ['revenue', 'occupancy.csv', 'vaccination-compliance', 'profit']) {
      for (const who of [staff, trainer, owner]) {
        const res = await report(path, who);
        expect(res.statusCode, `${path} as ${who.user.username}`).toBe(403);
        expect(res.json().message).toBe('Only administrators can do that.');
      }
      expect((await report(path, null)).statusCode).toBe(401);
    }
  });
});
