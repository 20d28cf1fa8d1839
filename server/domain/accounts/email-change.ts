// The new e-mail address an account's change is waiting on (decisions.md 53): the profile shows it
// until the link mailed to it is opened or expires.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailChanges } from '../../db/schema';

/** The address a change is waiting on (its link not yet opened, not expired), if any. */
export async function pendingEmailOf(db: Db | Tx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), gt(emailChanges.confirmExpiresAt, new Date())))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row?.newEmail;
}
