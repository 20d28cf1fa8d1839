// A place offered from the waitlist is held for its person until they claim it or the hold ends
// (decisions.md 67), so while held it counts against capacity like a booking: boarding counts the
// held stay's pets on its nights (boarded-nights.ts), training counts the held trainer as busy that
// hour (trainer-assignment.ts). The claimer's own hold is claimed before their booking is checked,
// so only other people's holds ever stand in the way.
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db, Tx } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { afterCommit } from '../../platform/after-commit';

/** The after-commit topic a freed place is announced on (platform/after-commit.ts). */
export const PLACES_FREED_TOPIC = 'waitlist.places-freed';

/** Once the caller's transaction commits, every instance looks for someone to offer a place to. */
export function signalPlacesFreed(db: Db | Tx): Promise<void> {
  return afterCommit(db, PLACES_FREED_TOPIC, '');
}

/** Offers, claims and leaving run one at a time, always before any capacity lock. */
export async function lockWaitlist(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.waitlist})`);
}

const held = eq(waitlistEntries.status, 'offered');

/** Held boarding stays touching [rangeStart, rangeEnd), as the boarding count reads bookings. */
export async function heldBoardingStays(db: Db | Tx, rangeStart: Date, rangeEnd: Date) {
  const rows = await db
    .select({ startDate: waitlistEntries.startDate, endDate: waitlistEntries.endDate, petIds: waitlistEntries.petIds })
    .from(waitlistEntries)
    .where(
      and(
        held,
        eq(waitlistEntries.serviceType, 'boarding'),
        lt(waitlistEntries.startDate, rangeEnd),
        gt(waitlistEntries.endDate, rangeStart),
      ),
    );
  return rows.map((row) => ({ startDate: row.startDate, endDate: row.endDate, numPets: row.petIds.length }));
}

/** Held training hours overlapping [from, to), with the trainer each holds. */
export async function heldTrainingSessions(db: Db | Tx, from: Date, to: Date) {
  const rows = await db
    .select({ trainerId: waitlistEntries.heldTrainerId, startDate: waitlistEntries.startDate, endDate: waitlistEntries.endDate })
    .from(waitlistEntries)
    .where(
      and(
        held,
        eq(waitlistEntries.serviceType, 'training'),
        isNotNull(waitlistEntries.heldTrainerId),
        lt(waitlistEntries.startDate, to),
        gt(waitlistEntries.endDate, from),
      ),
    );
  return rows.flatMap((row) => (row.trainerId === null ? [] : [{ ...row, trainerId: row.trainerId }]));
}
