// Who teaches a purchased skill (decisions.md 6): the trainer with the fewest open (not
// completed) items, the lower id on a tie. With no trainer at all an item waits unassigned and the
// first trainer to register takes every waiting item (decisions.md 43 'Seed').
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db, Tx } from '../../db/client';
import { SIGN_IN_DISABLED_PASSWORD } from '../../db/seed-data/accounts';
import { skillProgress, users } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';

// Held for the rest of the checkout's transaction, so two checkouts at once count each other's
// new items and do not both pick the same "least loaded" trainer.
const SKILL_ASSIGNMENT_LOCK = ADVISORY_LOCKS.skillAssignment;

/** Trainers who can sign in (the seeded academy account cannot), with their open item counts. */
async function trainerLoads(tx: Tx): Promise<{ id: number; open: number }[]> {
  return tx
    .select({ id: users.id, open: sql<number>`count(${skillProgress.id})::integer` })
    .from(users)
    .leftJoin(skillProgress, and(eq(skillProgress.trainerId, users.id), eq(skillProgress.completed, false)))
    .where(and(eq(users.isTrainer, true), ne(users.password, SIGN_IN_DISABLED_PASSWORD)))
    .groupBy(users.id)
    .orderBy(asc(users.id));
}

/** A trainer for each of `count` new items, the least loaded first, counting the items as they are given; null when there is no trainer. */
export async function pickTrainers(tx: Tx, count: number): Promise<(number | null)[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SKILL_ASSIGNMENT_LOCK})`);
  const loads = await trainerLoads(tx);
  return Array.from({ length: count }, () => {
    if (loads.length === 0) return null;
    const least = loads.reduce((best, trainer) =>
      trainer.open < best.open || (trainer.open === best.open && trainer.id < best.id) ? trainer : best,
    );
    least.open += 1;
    return least.id;
  });
}

/** Gives every waiting (unassigned) item to a newly registered trainer, and tells them. Returns how many. */
export async function claimWaitingSkills(deps: Pick<AppDeps, 'notifications'> & { db: Db }, trainerId: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SKILL_ASSIGNMENT_LOCK})`);
    const claimed = await tx
      .update(skillProgress)
      .set({ trainerId, updatedAt: new Date() })
      .where(isNull(skillProgress.trainerId))
      .returning({ id: skillProgress.id });
    if (claimed.length > 0) {
      await deps.notifications.notify(tx, trainerId, {
        type: 'info',
        category: 'training',
        title: 'Training skills assigned',
        message: `${claimed.length} training ${claimed.length === 1 ? 'skill is' : 'skills are'} waiting for you.`,
        data: { url: '/trainer-skills' },
      });
    }
    return claimed.length;
  });
}
