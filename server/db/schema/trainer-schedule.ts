// Trainers' hours (decisions.md 64): a row in `trainer_schedules` says the trainer has saved a
// schedule (without one they work every training slot); their weekly hours and whole days off hang
// from it. A PUT replaces the hours and days off together, in one transaction.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts';
import { id, reference, updatedAt } from './columns';

export const trainerSchedules = pgTable('trainer_schedules', {
  trainerId: userRef('trainer_id', 'cascade').primaryKey(),
  updatedAt: updatedAt(),
});

const scheduleRef = (name: string) => reference(name, () => trainerSchedules.trainerId, 'cascade');

/** One range of working hours on a weekday, in minutes after midnight (wall clock, business zone). */
export const trainerWeeklyHours = pgTable(
  'trainer_weekly_hours',
  {
    id: id(),
    trainerId: scheduleRef('trainer_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    index('trainer_weekly_hours_trainer_idx').on(t.trainerId, t.weekday),
    check('trainer_weekly_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('trainer_weekly_hours_range_check', sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`),
  ],
);

/** Whole days off, `first_day` to `last_day` both included (calendar days in the business zone). */
export const trainerTimeOff = pgTable(
  'trainer_time_off',
  {
    id: id(),
    trainerId: scheduleRef('trainer_id').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    note: text('note'),
  },
  (t) => [
    index('trainer_time_off_trainer_idx').on(t.trainerId, t.lastDay),
    check('trainer_time_off_days_check', sql`${t.firstDay} <= ${t.lastDay}`),
  ],
);
