// GET/PUT /api/trainer/schedule and the staff's GET /api/admin/trainers(/:id/schedule)
// (issue 30, item 1; decisions.md 64): saving and reading, bad input, who may call them.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { day } from '../../../tests/helpers/test-calendar';
import { trainerTimeOff, trainerWeeklyHours } from '../../db/schema';
import { TRAINERS_ONLY_SCHEDULE_MESSAGE } from './trainer-schedule.routes';

const t = useTestApp();
let owner: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let applicant: RegisteredUser;
let staff: RegisteredUser;

const schedule = {
  weeklyHours: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:30', end: '17:00' },
    { weekday: 3, start: '10:00', end: '16:00' },
  ],
  timeOff: [{ from: day('2028-03-06'), to: day('2028-03-10'), note: '  Conference  ' }],
};

beforeAll(async () => {
  owner = await t.register({ firstName: 'Olive', lastName: 'Owner' });
  trainer = await t.register({ isTrainer: true, firstName: 'Tess', lastName: 'Trainer' });
  otherTrainer = await t.register({ isTrainer: true, firstName: 'Bram', lastName: 'Trainer' });
  applicant = await t.register({ isTrainer: true, firstName: 'Abe' }, { approve: false });
  staff = await t.register({ firstName: 'Sam' }, { roles: ['staff'] });
});

const storedHours = (trainerId: number) =>
  t.db.select().from(trainerWeeklyHours).where(eq(trainerWeeklyHours.trainerId, trainerId)).orderBy(asc(trainerWeeklyHours.id));
const storedTimeOff = (trainerId: number) => t.db.select().from(trainerTimeOff).where(eq(trainerTimeOff.trainerId, trainerId));

describe('GET /api/trainer/schedule before any save', () => {
  it('answers the default: every training slot of the business, every day, and no time off', async () => {
    const res = await t.call('GET', '/api/trainer/schedule', otherTrainer);
    expect(res.statusCode, res.body).toBe(200);
    const { weeklyHours, timeOff } = res.json();
    expect(timeOff).toEqual([]);
    // Training at 9, 10, 11 AM and 1 to 5 PM (decisions.md 35): 9-12 and 13-18 on each weekday.
    for (let weekday = 0; weekday <= 6; weekday++) {
      expect(weeklyHours.filter((hours: { weekday: number }) => hours.weekday === weekday)).toEqual([
        { weekday, start: '09:00', end: '12:00' },
        { weekday, start: '13:00', end: '18:00' },
      ]);
    }
  });
});

describe('PUT /api/trainer/schedule', () => {
  it('replaces the whole schedule and reads it back', async () => {
    const res = await t.call('PUT', '/api/trainer/schedule', trainer, schedule);
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      weeklyHours: schedule.weeklyHours,
      timeOff: [{ from: day('2028-03-06'), to: day('2028-03-10'), note: 'Conference' }],
    };
    expect(res.json()).toEqual(saved);
    expect((await t.call('GET', '/api/trainer/schedule', trainer)).json()).toEqual(saved);
    expect((await storedHours(trainer.user.id)).map(({ weekday, startMinute, endMinute }) => [weekday, startMinute, endMinute])).toEqual([
      [1, 540, 720],
      [1, 810, 1020],
      [3, 600, 960],
    ]);
    expect(await storedTimeOff(trainer.user.id)).toMatchObject([
      { firstDay: day('2028-03-06'), lastDay: day('2028-03-10'), note: 'Conference' },
    ]);

    // A second save replaces everything; an empty note is stored as null.
    const next = {
      weeklyHours: [{ weekday: 5, start: '08:00', end: '24:00' }],
      timeOff: [{ from: day('2028-04-03'), to: day('2028-04-03'), note: '' }],
    };
    const replaced = await t.call('PUT', '/api/trainer/schedule', trainer, next);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toEqual({ ...next, timeOff: [{ ...next.timeOff[0], note: null }] });
    expect(await storedHours(trainer.user.id)).toHaveLength(1);
    expect(await storedTimeOff(trainer.user.id)).toHaveLength(1);

    // Back to the first schedule for the tests below.
    expect((await t.call('PUT', '/api/trainer/schedule', trainer, schedule)).statusCode).toBe(200);
  });

  it('may save no hours at all (a trainer who takes no sessions)', async () => {
    const res = await t.call('PUT', '/api/trainer/schedule', otherTrainer, { weeklyHours: [], timeOff: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', '/api/trainer/schedule', otherTrainer)).json()).toEqual({ weeklyHours: [], timeOff: [] });
  });

  const badInputs: [string, unknown, Record<string, string>][] = [
    [
      'overlapping hours on one day',
      { weeklyHours: [schedule.weeklyHours[0], { weekday: 1, start: '11:00', end: '14:00' }], timeOff: [] },
      { 'weeklyHours.1.start': 'These hours overlap other hours on the same day' },
    ],
    [
      'an end before the start',
      { weeklyHours: [{ weekday: 2, start: '15:00', end: '09:00' }], timeOff: [] },
      { 'weeklyHours.0.end': 'The end must be after the start' },
    ],
    [
      'an end equal to the start',
      { weeklyHours: [{ weekday: 2, start: '09:00', end: '09:00' }], timeOff: [] },
      { 'weeklyHours.0.end': 'The end must be after the start' },
    ],
    [
      'a weekday past Saturday',
      { weeklyHours: [{ weekday: 7, start: '09:00', end: '10:00' }], timeOff: [] },
      { 'weeklyHours.0.weekday': 'weekday must be a whole number from 0 (Sunday) to 6 (Saturday)' },
    ],
    [
      'a time off the half hour',
      { weeklyHours: [{ weekday: 2, start: '09:15', end: '10:00' }], timeOff: [] },
      { 'weeklyHours.0.start': 'Please enter a time on the hour or half hour, such as 09:00 or 13:30' },
    ],
    [
      'time off ending before it starts',
      { weeklyHours: [], timeOff: [{ from: day('2028-03-10'), to: day('2028-03-06'), note: null }] },
      { 'timeOff.0.to': 'The last day off cannot be before the first' },
    ],
    [
      'overlapping time off',
      {
        weeklyHours: [],
        timeOff: [
          { from: day('2028-03-06'), to: day('2028-03-10') },
          { from: day('2028-03-09'), to: day('2028-03-12') },
        ],
      },
      { 'timeOff.1.from': 'This time off overlaps other time off' },
    ],
    [
      'a time off day that is not a date',
      { weeklyHours: [], timeOff: [{ from: 'next week', to: day('2028-03-06') }] },
      { 'timeOff.0.from': 'From must be a date like 2027-03-05' },
    ],
  ];

  it.each(badInputs)('refuses %s with a 400 naming the field, and stores nothing', async (_what, body, details) => {
    const res = await t.call('PUT', '/api/trainer/schedule', trainer, body as object);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual(details);
    expect((await storedHours(trainer.user.id)).length).toBe(3);
  });

  it('refuses an unknown field and a missing list with a 400 naming them', async () => {
    const unknown = await t.call('PUT', '/api/trainer/schedule', trainer, { ...schedule, trainerId: otherTrainer.user.id });
    expect(unknown.statusCode).toBe(400);
    // An unknown key is the body's (or the entry's) problem; its message names the key.
    expect(unknown.json().details).toEqual({ body: expect.stringContaining('"trainerId"') });
    const unknownInside = await t.call('PUT', '/api/trainer/schedule', trainer, {
      weeklyHours: [{ ...schedule.weeklyHours[0], room: 'A' }],
      timeOff: [],
    });
    expect(unknownInside.statusCode).toBe(400);
    expect(unknownInside.json().details).toEqual({ 'weeklyHours.0': expect.stringContaining('"room"') });
    const missing = await t.call('PUT', '/api/trainer/schedule', trainer, { weeklyHours: [] });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().details)).toEqual(['timeOff']);
    expect((await storedHours(trainer.user.id)).length).toBe(3);
  });

  it('refuses owners and trainers not yet approved (403), and signed-out callers (401)', async () => {
    for (const who of [owner, applicant]) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', schedule],
      ] as const) {
        const res = await t.call(method, '/api/trainer/schedule', who, payload);
        expect(res.statusCode, `${method} ${res.body}`).toBe(403);
        expect(res.json().message).toBe(TRAINERS_ONLY_SCHEDULE_MESSAGE);
      }
      expect(await storedHours(who.user.id)).toEqual([]);
    }
    expect((await t.call('GET', '/api/trainer/schedule')).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/trainer/schedule', undefined, schedule)).statusCode).toBe(401);
  });

  it("each trainer reads and changes only their own: another trainer's save leaves mine as it was", async () => {
    const mine = (await t.call('GET', '/api/trainer/schedule', trainer)).json();
    const theirs = { weeklyHours: [{ weekday: 6, start: '10:00', end: '11:00' }], timeOff: [] };
    expect((await t.call('PUT', '/api/trainer/schedule', otherTrainer, theirs)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/trainer/schedule', otherTrainer)).json()).toEqual(theirs);
    expect((await t.call('GET', '/api/trainer/schedule', trainer)).json()).toEqual(mine);
  });
});

describe("staff's view: GET /api/admin/trainers and /api/admin/trainers/:id/schedule", () => {
  it('lists the approved trainers and reads any one schedule, read-only', async () => {
    const list = await t.call('GET', '/api/admin/trainers', staff);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        { id: trainer.user.id, name: 'Tess Trainer' },
        { id: otherTrainer.user.id, name: 'Bram Trainer' },
      ]),
    );
    expect(list.json().map((row: { id: number }) => row.id)).not.toContain(applicant.user.id);
    expect(list.json().map((row: { id: number }) => row.id)).not.toContain(owner.user.id);

    const res = await t.call('GET', `/api/admin/trainers/${trainer.user.id}/schedule`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await t.call('GET', '/api/trainer/schedule', trainer)).json());
  });

  it('answers 404 for an id that is not an approved trainer, 400 for a bad id', async () => {
    for (const id of [owner.user.id, applicant.user.id, 999_999]) {
      const res = await t.call('GET', `/api/admin/trainers/${id}/schedule`, staff);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe('The trainer was not found.');
    }
    expect((await t.call('GET', '/api/admin/trainers/abc/schedule', staff)).statusCode).toBe(400);
  });

  it('refuses owners and trainers (403), even for their own schedule', async () => {
    for (const who of [owner, trainer, applicant]) {
      expect((await t.call('GET', '/api/admin/trainers', who)).statusCode).toBe(403);
      expect((await t.call('GET', `/api/admin/trainers/${trainer.user.id}/schedule`, who)).statusCode).toBe(403);
    }
  });
});
