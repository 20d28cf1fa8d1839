// GET /api/trainer/analytics and .csv (issue 11): exact figures from SQL aggregates on inserted
// data (revenue net of refunds, occupancy per night, average days to complete), and CSV
// downloads with the same rows as the JSON.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addCalendarDays, businessTimeZone, calendarDayOf } from '../../../common/business-time';
import { behaviorAssessments, paymentIntents, paymentRefunds, skillProgress, trainingSessions } from '../../db/schema';
import { insertBooking, insertSkillProgress, insertTrainingSkill, postPet } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { csvCell, toCsv } from '../../platform/csv';

const t = useTestApp();
let owner: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let rexId: number;
let maxId: number;
let sitId: number;
let downId: number;
const RANGE = 'from=2026-01-05&to=2026-01-18';
const HOUR = 3_600_000;
const today = calendarDayOf(new Date(), businessTimeZone());
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

beforeAll(async () => {
  owner = await t.register();
  trainer = await t.register({ isTrainer: true });
  otherTrainer = await t.register({ isTrainer: true });
  rexId = (await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' })).id;
  maxId = (await postPet(t.app, owner, { name: 'Max, "Jr"', petType: 'dog', breed: 'Boxer' })).id;

  // Revenue: paid intents minus refunds, by the week the booking starts.
  let n = 0;
  const booking = async (
    trainerId: number,
    start: string,
    status: 'confirmed' | 'cancelled' | 'pending',
    paid?: { amount: number; status?: 'succeeded' | 'requires_payment_method'; refund?: number },
  ) => {
    const row = await insertBooking(t.db, {
      petId: rexId,
      ownerId: owner.user.id,
      trainerId,
      serviceType: 'training',
      status,
      startDate: new Date(start),
      endDate: new Date(Date.parse(start) + HOUR),
    });
    if (paid) {
      const id = `pi_test_${++n}`;
      await t.db.insert(paymentIntents).values({
        id,
        bookingId: row.id,
        provider: 'sandbox',
        clientSecret: `${id}_secret`,
        amount: paid.amount,
        status: paid.status ?? 'succeeded',
      });
      if (paid.refund)
        await t.db.insert(paymentRefunds).values({ id: `re_test_${n}`, bookingId: row.id, paymentIntentId: id, amount: paid.refund });
    }
  };
  await booking(trainer.user.id, '2026-01-06T10:00:00Z', 'confirmed', { amount: 7500 });
  await booking(trainer.user.id, '2026-01-07T10:00:00Z', 'cancelled', { amount: 5000, refund: 5000 });
  await booking(trainer.user.id, '2026-01-13T10:00:00Z', 'confirmed', { amount: 9000, refund: 2000 });
  await booking(trainer.user.id, '2026-01-14T10:00:00Z', 'pending', { amount: 4000, status: 'requires_payment_method' });
  await booking(otherTrainer.user.id, '2026-01-06T11:00:00Z', 'confirmed', { amount: 10000 });
  await booking(trainer.user.id, '2026-01-20T10:00:00Z', 'confirmed', { amount: 3000 });

  // Occupancy over the next 30 nights (boarding, any trainer): today+1 x2 for 2 nights, today+2 x1,
  // a stay that began 3 days ago for 4 nights, and a cancelled stay that does not count.
  const stay = async (firstDay: string, nights: number, numPets: number, status: 'confirmed' | 'cancelled' = 'confirmed') =>
    insertBooking(t.db, {
      petId: rexId,
      ownerId: owner.user.id,
      serviceType: 'boarding',
      status,
      numPets,
      startDate: noonOf(firstDay),
      endDate: new Date(noonOf(firstDay).getTime() + nights * 24 * HOUR),
    });
  await stay(addCalendarDays(today, 1), 2, 2);
  await stay(addCalendarDays(today, 2), 1, 1);
  await stay(addCalendarDays(today, -3), 4, 1);
  await stay(addCalendarDays(today, 1), 3, 5, 'cancelled');

  // Skills: Sit completed twice in range (5 and 8.5 days), once before it; Down only open.
  const sit = await insertTrainingSkill(t.db, { name: 'Analytics sit' });
  const down = await insertTrainingSkill(t.db, { name: 'Analytics down' });
  sitId = sit.id;
  downId = down.id;
  const progress = async (skillId: number, trainerId: number, created: string, updated: string, completed: boolean) => {
    const row = await insertSkillProgress(t.db, { ownerId: owner.user.id, petId: rexId, skillId, trainerId, completed });
    await t.db
      .update(skillProgress)
      .set({ createdAt: new Date(created), updatedAt: new Date(updated) })
      .where(eq(skillProgress.id, row.id));
  };
  await progress(sit.id, trainer.user.id, '2026-01-01T00:00:00Z', '2026-01-06T00:00:00Z', true);
  await progress(sit.id, trainer.user.id, '2026-01-02T00:00:00Z', '2026-01-10T12:00:00Z', true);
  await progress(sit.id, trainer.user.id, '2025-11-01T00:00:00Z', '2025-12-01T00:00:00Z', true);
  await progress(sit.id, trainer.user.id, '2026-01-03T00:00:00Z', '2026-01-08T00:00:00Z', false);
  await progress(down.id, trainer.user.id, '2026-01-03T00:00:00Z', '2026-01-08T00:00:00Z', false);
  await progress(sit.id, otherTrainer.user.id, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', true);

  // Sessions: two in the first week (Monday and Sunday evening), one in the second, others excluded.
  const session = (trainerId: number, date: string) => ({ petId: rexId, trainerId, date: new Date(date), duration: 60 });
  await t.db
    .insert(trainingSessions)
    .values([
      session(trainer.user.id, '2026-01-05T09:00:00Z'),
      session(trainer.user.id, '2026-01-11T20:00:00Z'),
      session(trainer.user.id, '2026-01-12T09:00:00Z'),
      session(trainer.user.id, '2026-01-19T09:00:00Z'),
      session(otherTrainer.user.id, '2026-01-06T09:00:00Z'),
    ]);

  await t.db.insert(behaviorAssessments).values([
    { petId: maxId, assessedBy: trainer.user.id, date: new Date('2026-01-06T10:00:00Z'), focus: 2, leashManners: 1 },
    { petId: maxId, assessedBy: trainer.user.id, date: new Date('2026-01-13T10:00:00Z'), focus: 4, sociabilityDogs: 5 },
    { petId: rexId, assessedBy: otherTrainer.user.id, date: new Date('2026-01-07T10:00:00Z'), focus: 3 },
  ]);
});

describe('GET /api/trainer/analytics', () => {
  it('adds up bookings and revenue net of refunds per week', async () => {
    const res = await t.call('GET', `/api/trainer/analytics?${RANGE}`, trainer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookingsByWeek).toEqual([
      { week: '2026-01-05', bookings: 1, paidCents: 12500, refundedCents: 5000, netCents: 7500 },
      { week: '2026-01-12', bookings: 2, paidCents: 9000, refundedCents: 2000, netCents: 7000 },
    ]);
    expect(res.json().sessionsByWeek).toEqual([
      { week: '2026-01-05', sessions: 2 },
      { week: '2026-01-12', sessions: 1 },
    ]);
  });

  it('counts boarding pets on each of the next 30 nights against capacity', async () => {
    const { occupancy } = (await t.call('GET', '/api/trainer/analytics', trainer)).json();
    expect(occupancy).toHaveLength(30);
    expect(occupancy[0]).toEqual({ night: today, pets: 1, capacity: t.config.boardingCapacity });
    expect(occupancy.slice(1, 4)).toEqual([
      { night: addCalendarDays(today, 1), pets: 2, capacity: t.config.boardingCapacity },
      { night: addCalendarDays(today, 2), pets: 3, capacity: t.config.boardingCapacity },
      { night: addCalendarDays(today, 3), pets: 0, capacity: t.config.boardingCapacity },
    ]);
    expect(occupancy[29].night).toBe(addCalendarDays(today, 29));
  });

  it('counts skills completed and their average days to complete, and charts assessment scores', async () => {
    const res = await t.call('GET', `/api/trainer/analytics?${RANGE}`, trainer);
    expect(res.json().skills).toEqual([
      { skillId: downId, name: 'Analytics down', completed: 0, averageDaysToComplete: null },
      { skillId: sitId, name: 'Analytics sit', completed: 2, averageDaysToComplete: 6.8 },
    ]);
    expect(res.json().assessmentScores).toEqual([
      {
        petId: maxId,
        petName: 'Max, "Jr"',
        date: '2026-01-06',
        sociabilityDogs: null,
        sociabilityPeople: null,
        focus: 2,
        impulseControl: null,
        leashManners: 1,
      },
      {
        petId: maxId,
        petName: 'Max, "Jr"',
        date: '2026-01-13',
        sociabilityDogs: 5,
        sociabilityPeople: null,
        focus: 4,
        impulseControl: null,
        leashManners: null,
      },
    ]);
  });

  it('refuses owners with 403 and explains a bad range', async () => {
    expect((await t.call('GET', '/api/trainer/analytics', owner)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/trainer/analytics.csv?chart=bookings', owner)).statusCode).toBe(403);
    const backwards = await t.call('GET', '/api/trainer/analytics?from=2026-02-01&to=2026-01-01', trainer);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual({ to: 'From must be on or before To' });
    const chart = await t.call('GET', '/api/trainer/analytics.csv?chart=pie', trainer);
    expect(chart.statusCode).toBe(400);
    expect(chart.json().details).toEqual({ chart: 'Chart must be bookings, occupancy, skills, sessions or assessments' });
  });

  it('refuses a range over three years, given in full or with one end defaulted, and days outside 2000-2999 (each once a 500)', async () => {
    for (const url of [
      '/api/trainer/analytics.csv?chart=bookings&from=2001-01-01&to=2999-12-31',
      '/api/trainer/analytics?to=2999-12-31',
      '/api/trainer/analytics.csv?chart=sessions&to=2999-12-31',
      '/api/trainer/analytics?from=2001-01-01',
    ]) {
      const res = await t.call('GET', url, trainer);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details, url).toEqual({ to: 'The range can be at most three years' });
    }
    const backwards = await t.call('GET', '/api/trainer/analytics?from=2999-01-01', trainer);
    expect(backwards.json().details).toEqual({ to: 'From must be on or before To' });
    for (const url of [
      '/api/trainer/analytics.csv?chart=bookings&from=0001-01-01&to=0001-12-31',
      '/api/trainer/analytics?from=9998-01-01&to=9999-12-31',
    ]) {
      const res = await t.call('GET', url, trainer);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details, url).toEqual({
        from: 'From must be between the years 2000 and 2999',
        to: 'To must be between the years 2000 and 2999',
      });
    }
  });
});

describe('GET /api/trainer/analytics.csv', () => {
  it('downloads each chart with the same rows as the JSON', async () => {
    const json = (await t.call('GET', `/api/trainer/analytics?${RANGE}`, trainer)).json();
    const bookings = await t.call('GET', `/api/trainer/analytics.csv?chart=bookings&${RANGE}`, trainer);
    expect(bookings.statusCode).toBe(200);
    expect(bookings.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(bookings.headers['content-disposition']).toBe('attachment; filename="bookings-2026-01-05-to-2026-01-18.csv"');
    expect(bookings.body).toBe(
      'week,bookings,paidCents,refundedCents,netCents\r\n2026-01-05,1,12500,5000,7500\r\n2026-01-12,2,9000,2000,7000\r\n',
    );
    const lines = (body: string) => body.trimEnd().split('\r\n');
    const sessions = await t.call('GET', `/api/trainer/analytics.csv?chart=sessions&${RANGE}`, trainer);
    expect(lines(sessions.body)).toEqual([
      'week,sessions',
      ...json.sessionsByWeek.map((row: { week: string; sessions: number }) => `${row.week},${row.sessions}`),
    ]);
    const skills = await t.call('GET', `/api/trainer/analytics.csv?chart=skills&${RANGE}`, trainer);
    expect(lines(skills.body)).toEqual([
      'skillId,name,completed,averageDaysToComplete',
      `${downId},Analytics down,0,`,
      `${sitId},Analytics sit,2,6.8`,
    ]);
    const assessments = await t.call('GET', `/api/trainer/analytics.csv?chart=assessments&${RANGE}`, trainer);
    expect(lines(assessments.body)).toEqual([
      'petId,petName,date,sociabilityDogs,sociabilityPeople,focus,impulseControl,leashManners',
      `${maxId},"Max, ""Jr""",2026-01-06,,,2,,1`,
      `${maxId},"Max, ""Jr""",2026-01-13,5,,4,,`,
    ]);
    const occupancy = await t.call('GET', '/api/trainer/analytics.csv?chart=occupancy', trainer);
    expect(lines(occupancy.body)).toHaveLength(31);
    expect(lines(occupancy.body)[3]).toBe(`${addCalendarDays(today, 2)},3,${t.config.boardingCapacity}`);
  });

  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('a,b\r\n1,x\r\n');
  });
});

describe('GET /api/pets/:petId/progress-summary', () => {
  it('shows the owner every skill’s progress and the pet’s assessment scores', async () => {
    const res = await t.call('GET', `/api/pets/${maxId}/progress-summary`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      skills: [],
      assessmentScores: [
        {
          petId: maxId,
          petName: 'Max, "Jr"',
          date: '2026-01-06',
          sociabilityDogs: null,
          sociabilityPeople: null,
          focus: 2,
          impulseControl: null,
          leashManners: 1,
        },
        {
          petId: maxId,
          petName: 'Max, "Jr"',
          date: '2026-01-13',
          sociabilityDogs: 5,
          sociabilityPeople: null,
          focus: 4,
          impulseControl: null,
          leashManners: null,
        },
      ],
    });
    const rex = (await t.call('GET', `/api/pets/${rexId}/progress-summary`, owner)).json();
    // Rex: four completed Sits (three the trainer's, one the other trainer's), one open Sit and one open Down (two steps, on the first).
    expect(rex.skills.filter((skill: { completed: boolean }) => skill.completed)).toHaveLength(4);
    expect(rex.skills).toContainEqual({ name: 'Analytics down', percent: 50, completed: false });
    expect(rex.assessmentScores).toEqual([expect.objectContaining({ petId: rexId, date: '2026-01-07', focus: 3 })]);
  });

  it('shows a client trainer only their own skills, and strangers nothing', async () => {
    const forOther = (await t.call('GET', `/api/pets/${rexId}/progress-summary`, otherTrainer)).json();
    expect(forOther.skills).toEqual([{ name: 'Analytics sit', percent: 100, completed: true }]);
    const stranger = await t.register();
    const lone = await t.register({ isTrainer: true });
    expect((await t.call('GET', `/api/pets/${rexId}/progress-summary`, stranger)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pets/${rexId}/progress-summary`, lone)).statusCode).toBe(404);
  });
});
