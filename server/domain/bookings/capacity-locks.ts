// Serialises the bookings that compete for the same places. Counting and inserting inside one
// READ COMMITTED transaction is not enough: two requests can both count 19 of 20 and both insert.
// A transaction-scoped advisory lock, taken before counting, makes the second one wait until the
// first commits (or rolls back) and then count again. It is released at commit, needs no table
// and behaves the same on PostgreSQL and PGlite (where transactions already run one at a time).
import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';

// The first key of the two-key advisory lock names what is locked (db/advisory-locks.ts).
const BOARDING_LOCK = ADVISORY_LOCKS.boardingCapacity;
const DAYCARE_LOCK = ADVISORY_LOCKS.daycareCapacity;
const TRAINING_HOUR_LOCK = ADVISORY_LOCKS.trainingHour;
const SCHEDULES_LOCK = ADVISORY_LOCKS.trainerSchedules;
const HOUR_MS = 3_600_000;

/**
 * Every boarding booking takes the same lock. One lock (rather than one per night) keeps lock
 * order trivially deadlock-free; a booking transaction lasts milliseconds, so waiting is brief.
 */
export async function lockBoardingCapacity(tx: Tx): Promise<void> {
  await lockOnce(tx, BOARDING_LOCK);
}

/** Daycare's places, the same way as boarding's and apart from them (decisions.md 66). */
export async function lockDaycareCapacity(tx: Tx): Promise<void> {
  await lockOnce(tx, DAYCARE_LOCK);
}

/**
 * The capacity locks a transaction holds: a booking takes its lock before it reads the settings and
 * reserveBoardingNights asks for it again before counting, which needs no second statement (a
 * transaction's advisory lock is held until it ends). A savepoint's handle is another object, so
 * whatever happens inside one takes the lock itself.
 */
const heldCapacityLocks = new WeakMap<Tx, Set<number>>();

async function lockOnce(tx: Tx, lock: number): Promise<void> {
  const held = heldCapacityLocks.get(tx) ?? new Set<number>();
  if (held.has(lock)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${lock}::integer, 0)`);
  held.add(lock);
  heldCapacityLocks.set(tx, held);
}

/**
 * One lock per training hour: sessions start on the hour slots and last an hour, so two
 * requests that could take the same trainer always start in the same hour.
 */
export async function lockTrainingHour(tx: Tx, start: Date): Promise<void> {
  const hour = Math.floor(start.getTime() / HOUR_MS);
  await tx.execute(sql`select pg_advisory_xact_lock(${TRAINING_HOUR_LOCK}::integer, ${hour}::integer)`);
}

/**
 * Trainers' hours (decisions.md 64): a training booking reads the schedules under this lock held
 * shared (bookings never wait for one another here), a trainer's save of their schedule holds it
 * exclusive. So a save waits for the bookings already deciding and then sees them, and a booking
 * that starts after it reads the saved time off: time off never lands on a session booked at the
 * same moment. Taken after the training hour's lock, and a save takes no other lock, so no cycle.
 */
export async function lockTrainerSchedulesShared(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${SCHEDULES_LOCK}::integer, 0)`);
}

export async function lockTrainerSchedulesExclusive(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULES_LOCK}::integer, 0)`);
}
