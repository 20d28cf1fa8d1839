// Reading trainers' hours (decisions.md 64) for whoever needs them: the trainer's page, the staff's
// view, and the bookings' availability and assignment. Rows in minutes and dates, answers in the
// API's 'HH:MM' and 'YYYY-MM-DD'.
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { WorkingSchedule } from '../../../common/trainer-hours';
import type { TrainerSchedule } from '../../../common/trainer-schedule-schemas';
import type { Db, Tx } from '../../db/client';
import { trainerSchedules, trainerTimeOff, trainerWeeklyHours } from '../../db/schema';

const timeOfMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Range = { from: string; to: string };

/**
 * The saved schedules of these trainers, with only the time off that touches the days `from` to
 * `to`. A trainer missing from the map never saved one (they work every training slot).
 */
export async function workingSchedules(db: Db | Tx, trainerIds: readonly number[], days: Range): Promise<Map<number, WorkingSchedule>> {
  const schedules = new Map<number, WorkingSchedule>();
  if (trainerIds.length === 0) return schedules;
  const ids = [...trainerIds];
  const saved = await db
    .select({ trainerId: trainerSchedules.trainerId })
    .from(trainerSchedules)
    .where(inArray(trainerSchedules.trainerId, ids));
  if (saved.length === 0) return schedules;
  for (const { trainerId } of saved) schedules.set(trainerId, { weeklyHours: [], timeOff: [] });
  const savedIds = saved.map((row) => row.trainerId);
  // One after the other: inside a transaction the queries share one connection anyway.
  const hours = await db.select().from(trainerWeeklyHours).where(inArray(trainerWeeklyHours.trainerId, savedIds));
  const daysOff = await db
    .select()
    .from(trainerTimeOff)
    .where(and(inArray(trainerTimeOff.trainerId, savedIds), lte(trainerTimeOff.firstDay, days.to), gte(trainerTimeOff.lastDay, days.from)));
  for (const row of hours) {
    schedules
      .get(row.trainerId)!
      .weeklyHours.push({ weekday: row.weekday, start: timeOfMinutes(row.startMinute), end: timeOfMinutes(row.endMinute) });
  }
  for (const row of daysOff) schedules.get(row.trainerId)!.timeOff.push({ from: row.firstDay, to: row.lastDay });
  return schedules;
}

/** A trainer's whole saved schedule (hours by weekday and start, days off by date), or null if never saved. */
export async function savedSchedule(db: Db | Tx, trainerId: number): Promise<TrainerSchedule | null> {
  const [saved] = await db.select().from(trainerSchedules).where(eq(trainerSchedules.trainerId, trainerId));
  if (!saved) return null;
  const hours = await db
    .select()
    .from(trainerWeeklyHours)
    .where(eq(trainerWeeklyHours.trainerId, trainerId))
    .orderBy(asc(trainerWeeklyHours.weekday), asc(trainerWeeklyHours.startMinute));
  const daysOff = await db
    .select()
    .from(trainerTimeOff)
    .where(eq(trainerTimeOff.trainerId, trainerId))
    .orderBy(asc(trainerTimeOff.firstDay));
  return {
    weeklyHours: hours.map((row) => ({ weekday: row.weekday, start: timeOfMinutes(row.startMinute), end: timeOfMinutes(row.endMinute) })),
    timeOff: daysOff.map((row) => ({ from: row.firstDay, to: row.lastDay, note: row.note })),
  };
}
