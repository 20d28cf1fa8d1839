// The new e-mail address an account's change is waiting on (decisions.md 53): the profile shows it
// until the link mailed to it is opened or expires.
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailChanges, users } from '../../db/schema';

/**
 * The address a change is waiting on (its link not yet opened, not expired) for the `users` row of
 * the query it is selected in, or null: a column of that query, so the profile is one read. Its
 * query supplies the `now` placeholder.
 */
export function pendingEmailColumn(db: Db | Tx): SQL<string | null> {
  const waiting = db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(eq(emailChanges.userId, users.id), isNull(emailChanges.confirmedAt), gt(emailChanges.confirmExpiresAt, sql.placeholder('now'))),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return sql<string | null>`(${waiting})`;
}
