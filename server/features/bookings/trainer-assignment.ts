// One training session per trainer per hour (decisions.md 3). A new session is given a trainer
// with no other session at that time; the availability route lists the hours when none is free.
import { and, asc, eq, gt, isNotNull, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, users } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { lockTrainingHour } from '../../domain/bookings/capacity-locks';

export const NO_TRAINER_FREE_MESSAGE = 'No trainer is free at that time. Please choose another slot.';

/** Training sessions, not cancelled, overlapping [start, end), with a trainer who still is one. */
const busyTrainingFilter = (start: Date, end: Date) =>
  and(eq(bookings.serviceType, 'training'), ne(bookings.status, 'cancelled'), lt(bookings.startDate, end), gt(bookings.endDate, start));

/**
 * Inside the booking's transaction: takes the hour's lock, then returns a free trainer's id (the
 * longest-serving one first, so assignment is predictable) or refuses with 409.
 */
export async function assignFreeTrainer(tx: Tx, session: { startDate: Date; endDate: Date }): Promise<number> {
  await lockTrainingHour(tx, session.startDate);
  const busy = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.trainerId, users.id), busyTrainingFilter(session.startDate, session.endDate)));
  const [free] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isTrainer, true), notExists(busy)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!free) throw conflict(NO_TRAINER_FREE_MESSAGE);
  return free.id;
}

/**
 * The session starts in `slotStarts` (each one hour long) at which every trainer is busy. With no
 * trainers at all, every slot is unavailable.
 */
export async function slotsWithoutTrainer(db: Db, slotStarts: Date[], sessionMs: number): Promise<Date[]> {
  if (slotStarts.length === 0) return [];
  const first = new Date(Math.min(...slotStarts.map((slot) => slot.getTime())));
  const last = new Date(Math.max(...slotStarts.map((slot) => slot.getTime())) + sessionMs);
  const [{ trainers }] = await db
    .select({ trainers: sql<number>`count(*)::integer` })
    .from(users)
    .where(eq(users.isTrainer, true));
  const sessions = await db
    .select({ trainerId: bookings.trainerId, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.trainerId))
    .where(and(busyTrainingFilter(first, last), isNotNull(bookings.trainerId), eq(users.isTrainer, true)));
  return slotStarts.filter((slot) => {
    const end = slot.getTime() + sessionMs;
    const busy = new Set(
      sessions.filter((s) => s.startDate.getTime() < end && s.endDate.getTime() > slot.getTime()).map((s) => s.trainerId),
    );
    return busy.size >= trainers;
  });
}
