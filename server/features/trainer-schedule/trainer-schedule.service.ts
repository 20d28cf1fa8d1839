// Trainers' hours (issue 30, item 1; decisions.md 64): each approved trainer reads and replaces
// their own schedule; staff read any trainer's. A trainer who never saved one reads the default
// they work by: every training slot of the business, every day.
import { asc, eq, sql } from 'drizzle-orm';
import type { BusinessSettings } from '../../../common/business-settings';
import { TRAINING_DURATION_MINUTES } from '../../../common/slots';
import { defaultWeeklyHours } from '../../../common/trainer-hours';
import {
  minutesOfDay,
  type TrainerSchedule,
  type TrainerScheduleInput,
  type TrainerListItem,
} from '../../../common/trainer-schedule-schemas';
import type { Db } from '../../db/client';
import { trainerSchedules, trainerTimeOff, trainerWeeklyHours, users } from '../../db/schema';
import { lockTrainerSchedulesExclusive } from '../../domain/bookings/capacity-locks';
import { readBusinessSettings, type SettingsStart } from '../../domain/business/business-settings';
import { savedSchedule } from '../../domain/trainer-schedule/trainer-schedules';
import { notFound } from '../../platform/errors';
import { personNameSql } from '../../platform/person-name';
import { refuseTimeOffOverSessions } from './time-off-conflicts';

/** The saved schedule, or the default a trainer without one works by. */
export async function trainerSchedule(db: Db, trainerId: number, business: BusinessSettings): Promise<TrainerSchedule> {
  return (
    (await savedSchedule(db, trainerId)) ?? {
      weeklyHours: defaultWeeklyHours(business.slots.training, TRAINING_DURATION_MINUTES),
      timeOff: [],
    }
  );
}

/**
 * PUT: replaces the whole schedule in one transaction, under the schedules' exclusive lock (taken
 * first, so a booking deciding now either finishes before this checks or reads what it stores).
 * Time off over a booked session is a 409 and nothing is stored.
 */
export async function saveTrainerSchedule(
  db: Db,
  settingsStart: SettingsStart,
  trainerId: number,
  input: TrainerScheduleInput,
  now = new Date(),
): Promise<TrainerSchedule> {
  return db.transaction(async (tx) => {
    await lockTrainerSchedulesExclusive(tx);
    const { timeZone } = await readBusinessSettings(tx, settingsStart);
    await refuseTimeOffOverSessions(tx, trainerId, input.timeOff, timeZone, now);
    await tx
      .insert(trainerSchedules)
      .values({ trainerId })
      .onConflictDoUpdate({ target: trainerSchedules.trainerId, set: { updatedAt: sql`now()` } });
    await tx.delete(trainerWeeklyHours).where(eq(trainerWeeklyHours.trainerId, trainerId));
    await tx.delete(trainerTimeOff).where(eq(trainerTimeOff.trainerId, trainerId));
    if (input.weeklyHours.length > 0) {
      await tx.insert(trainerWeeklyHours).values(
        input.weeklyHours.map((hours) => ({
          trainerId,
          weekday: hours.weekday,
          startMinute: minutesOfDay(hours.start),
          endMinute: minutesOfDay(hours.end),
        })),
      );
    }
    if (input.timeOff.length > 0) {
      await tx
        .insert(trainerTimeOff)
        .values(input.timeOff.map((off) => ({ trainerId, firstDay: off.from, lastDay: off.to, note: off.note })));
    }
    return (await savedSchedule(tx, trainerId))!;
  });
}

/** Staff: an approved trainer's schedule; anyone else's id is 404. */
export async function staffTrainerSchedule(db: Db, trainerId: number, business: BusinessSettings): Promise<TrainerSchedule> {
  const [trainer] = await db.select({ isTrainer: users.isTrainer }).from(users).where(eq(users.id, trainerId));
  if (!trainer?.isTrainer) throw notFound('The trainer');
  return trainerSchedule(db, trainerId, business);
}

/** Staff: every approved trainer, by name. */
export async function listTrainers(db: Db): Promise<TrainerListItem[]> {
  const name = personNameSql(users);
  return db.select({ id: users.id, name }).from(users).where(eq(users.isTrainer, true)).orderBy(asc(name), asc(users.id));
}
