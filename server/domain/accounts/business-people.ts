// The business's people as notices address them (decisions.md 50): admins hear of trainer
// applications; staff and admins hear of training bookings that lost their trainer.
import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { NotificationInput } from '../../platform/notifications/hub';
import type { AppDeps } from '../../platform/app-deps';

export async function adminIds(db: Db | Tx): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
  return rows.map((row) => row.id);
}

export async function staffAndAdminIds(db: Db | Tx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.isStaff, true), eq(users.isAdmin, true)));
  return rows.map((row) => row.id);
}

/** The same notice to each of `userIds` (in the caller's transaction: delivered after it commits). */
export async function notifyEach(deps: Pick<AppDeps, 'notifications'>, tx: Tx, userIds: number[], input: NotificationInput): Promise<void> {
  for (const userId of userIds) await deps.notifications.notify(tx, userId, input);
}

/** The account's name parts, for summaries and notices. */
export async function personOf(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
