// The new e-mail address an account's change is waiting on (decisions.md 53): the profile shows it
// until the link mailed to it is opened or expires.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedQuery } from '../../db/prepared-queries';
import { emailChanges } from '../../db/schema';

/** The address a change is waiting on (its link not yet opened, not expired), if any. */
export async function pendingEmailOf(db: Db | Tx, userId: number): Promise<string | undefined> {
  const [row] = await preparedQuery(db, 'pending_email', (db, name) =>
    db
      .select({ newEmail: emailChanges.newEmail })
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.userId, sql.placeholder('userId')),
          isNull(emailChanges.confirmedAt),
          gt(emailChanges.confirmExpiresAt, sql.placeholder('now')),
        ),
      )
      .orderBy(desc(emailChanges.id))
      .limit(1)
      .prepare(name),
  ).execute({ userId, now: new Date().toISOString() });
  return row?.newEmail;
}
