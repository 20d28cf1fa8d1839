// GET /api/waitlist and DELETE /api/waitlist/:id (decisions.md 67): the owner's own entries, newest
// first; leaving ends a waiting or offered entry (an offered place then goes to the next person).
import { desc, eq, inArray } from 'drizzle-orm';
import type { WaitlistEntryAnswer } from '../../../../common/waitlist-schemas';
import type { Db } from '../../../db/client';
import { waitlistEntries } from '../../../db/schema';
import { lockWaitlist, signalPlacesFreed } from '../../../domain/waitlist/waitlist-holds';
import { requireAccess, type AccessUser } from '../../../platform/access/access';
import { waitlistViews } from './waitlist-view';

/** At most this many entries are listed: the newest (an owner's history of waits stays short). */
const LIST_LIMIT = 200;

export async function listOwnWaitlist(db: Db, user: AccessUser): Promise<WaitlistEntryAnswer[]> {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.ownerId, user.id))
    .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
    .limit(LIST_LIMIT);
  return waitlistViews(db, rows);
}

/** Leaving: an entry that ended already stays as it ended. */
export async function leaveWaitlist(db: Db, user: AccessUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWaitlist(tx);
    const entry = await requireAccess(tx, user, 'change', 'waitlistEntry', id, { lock: true });
    if (entry.status !== 'waiting' && entry.status !== 'offered') return;
    await tx
      .update(waitlistEntries)
      .set({ status: 'cancelled' })
      .where(inArray(waitlistEntries.id, [id]));
    if (entry.status === 'offered') await signalPlacesFreed(tx);
  });
}
