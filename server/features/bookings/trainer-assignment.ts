// One training session per trainer per hour (decisions.md 3), inside the trainer's hours and
// outside their time off (decisions.md 64). A new session is given a trainer who works then and has
// no other session at that time; the availability route lists the hours when none is free.
import { and, asc, eq, gt, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { calendarDayOf } from '../../../common/business-time';
import type { AvailableTrainer } from '../../../common/booking-schemas';
import { worksDuring } from '../../../common/trainer-hours';
import type { Db, Tx } from '../../db/client';
import { bookings, users } from '../../db/schema';
import { badInput, conflict } from '../../platform/errors';
import { personNameSql } from '../../platform/person-name';
import { NOT_A_TRAINER_MESSAGE } from './booking-messages';
import { lockTrainerSchedulesShared, lockTrainingHour } from '../../domain/bookings/capacity-locks';
import { workingSchedules } from '../../domain/trainer-schedule/trainer-schedules';
import { heldTrainingSessions } from '../../domain/waitlist/waitlist-holds';

export const NO_TRAINER_FREE_MESSAGE = 'No trainer is free at that time. Please choose another slot.';
export const NO_TRAINER_WORKS_MESSAGE = 'No trainer works at that time (outside their hours or on time off). Please choose another slot.';

const MINUTE_MS = 60_000;

/** Training sessions, not cancelled, overlapping [start, end). */
const busyTrainingFilter = (start: Date, end: Date) =>
  and(eq(bookings.serviceType, 'training'), ne(bookings.status, 'cancelled'), lt(bookings.startDate, end), gt(bookings.endDate, start));

/** The approved trainers' ids, the longest-serving first (so assignment is predictable). */
async function approvedTrainerIds(db: Db | Tx): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isTrainer, true)).orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

type Session = { startDate: Date; endDate: Date };

/**
 * The trainers who work during the session and are free then, in assignment order, and whether any
 * works then at all. Inside a booking's transaction, after assignmentLocks.
 */
export async function trainersFreeFor(tx: Tx, session: Session, timeZone: string): Promise<{ free: number[]; anyWorks: boolean }> {
  const trainerIds = await approvedTrainerIds(tx);
  const day = calendarDayOf(session.startDate, timeZone);
  const schedules = await workingSchedules(tx, trainerIds, { from: day, to: day });
  const minutes = (session.endDate.getTime() - session.startDate.getTime()) / MINUTE_MS;
  const working = trainerIds.filter((id) => worksDuring(schedules.get(id) ?? null, session.startDate, minutes, timeZone));
  if (working.length === 0) return { free: [], anyWorks: trainerIds.length === 0 };
  const busy = await tx
    .selectDistinct({ trainerId: bookings.trainerId })
    .from(bookings)
    .where(and(inArray(bookings.trainerId, working), busyTrainingFilter(session.startDate, session.endDate)));
  const busyIds = new Set(busy.map((row) => row.trainerId));
  // A trainer's hour held for someone on the waitlist is taken until claimed or expired (decisions.md 67).
  for (const hold of await heldTrainingSessions(tx, session.startDate, session.endDate)) busyIds.add(hold.trainerId);
  return { free: working.filter((id) => !busyIds.has(id)), anyWorks: true };
}

/** The hour's lock, then the schedules' shared lock (capacity-locks.ts), in that order always. */
async function assignmentLocks(tx: Tx, session: Session): Promise<void> {
  await lockTrainingHour(tx, session.startDate);
  await lockTrainerSchedulesShared(tx);
}

/**
 * Inside the booking's transaction: takes the locks, then returns a working, free trainer's id or
 * refuses with 409 (saying whether nobody works then or everyone who does is busy).
 */
export async function assignFreeTrainer(tx: Tx, session: Session, timeZone: string): Promise<number> {
  await assignmentLocks(tx, session);
  const { free, anyWorks } = await trainersFreeFor(tx, session, timeZone);
  if (free.length > 0) return free[0];
  throw conflict(anyWorks ? NO_TRAINER_FREE_MESSAGE : NO_TRAINER_WORKS_MESSAGE);
}

/**
 * Inside the booking's transaction, for an owner who chose their trainer (decisions.md 66): the
 * same locks as any assignment, then the trainer must be approved (else 400), work then and be
 * free then (else 409 naming them).
 */
export async function assignNamedTrainer(tx: Tx, session: Session, timeZone: string, trainerId: number): Promise<number> {
  await assignmentLocks(tx, session);
  const [trainer] = await tx
    .select({ id: users.id, name: personNameSql(users) })
    .from(users)
    .where(and(eq(users.id, trainerId), eq(users.isTrainer, true)));
  if (!trainer) throw badInput('trainerId', NOT_A_TRAINER_MESSAGE);
  const day = calendarDayOf(session.startDate, timeZone);
  const schedules = await workingSchedules(tx, [trainer.id], { from: day, to: day });
  const minutes = (session.endDate.getTime() - session.startDate.getTime()) / MINUTE_MS;
  if (!worksDuring(schedules.get(trainer.id) ?? null, session.startDate, minutes, timeZone)) {
    throw conflict(`${trainer.name} does not work at that time. Please choose another time or any available trainer.`);
  }
  const [busy] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.trainerId, trainer.id), busyTrainingFilter(session.startDate, session.endDate)))
    .limit(1);
  // A place held for someone on the waitlist (decisions.md 67) keeps its trainer busy too.
  const held = (await heldTrainingSessions(tx, session.startDate, session.endDate)).some((hold) => hold.trainerId === trainer.id);
  if (busy || held) throw conflict(`${trainer.name} is already booked at that time. Please choose another time or any available trainer.`);
  return trainer.id;
}

/** The approved trainers' public profiles by id, for the availability answer (decisions.md 66). */
export async function trainerProfiles(db: Db): Promise<Map<number, AvailableTrainer>> {
  const rows = await db
    .select({ id: users.id, name: personNameSql(users), photoUrl: users.photoAddress, bio: users.bio })
    .from(users)
    .where(eq(users.isTrainer, true));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * For each session start in `slotStarts` (each `sessionMs` long), the trainers who work then and
 * have no session then, in assignment order.
 */
export async function freeTrainersBySlot(db: Db, slotStarts: Date[], sessionMs: number, timeZone: string): Promise<Map<number, number[]>> {
  const answer = new Map<number, number[]>();
  if (slotStarts.length === 0) return answer;
  const first = new Date(Math.min(...slotStarts.map((slot) => slot.getTime())));
  const last = new Date(Math.max(...slotStarts.map((slot) => slot.getTime())) + sessionMs);
  const trainerIds = await approvedTrainerIds(db);
  const schedules = await workingSchedules(db, trainerIds, { from: calendarDayOf(first, timeZone), to: calendarDayOf(last, timeZone) });
  const sessions = await db
    .select({ trainerId: bookings.trainerId, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.trainerId))
    .where(and(busyTrainingFilter(first, last), isNotNull(bookings.trainerId), eq(users.isTrainer, true)));
  sessions.push(...(await heldTrainingSessions(db, first, last)));
  for (const slot of slotStarts) {
    const end = slot.getTime() + sessionMs;
    const busy = new Set(
      sessions.filter((s) => s.startDate.getTime() < end && s.endDate.getTime() > slot.getTime()).map((s) => s.trainerId),
    );
    const free = trainerIds.filter((id) => !busy.has(id) && worksDuring(schedules.get(id) ?? null, slot, sessionMs / MINUTE_MS, timeZone));
    answer.set(slot.getTime(), free);
  }
  return answer;
}
