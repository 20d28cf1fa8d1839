// Changing the account's e-mail address (decisions.md 53). With a stolen session cookie, setting a
// new address and then asking for a password reset would hand the account over for good; so a new
// address needs the current password (checked by the route), takes effect only when the link mailed
// to it is opened, and the old address is told and may undo the change for 7 days. The request's
// answer is the same whether or not the new address already has an account (no existence oracle):
// that address's owner hears of it by mail instead.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import { badRequest, conflict } from '../../platform/errors';
import { queueMail } from '../../platform/mail/mail-queue';
import { confirmNewEmailMail, emailAlreadyUsedMail, emailChangedMail } from '../../platform/mail/templates/email-changed';
import type { SessionUser } from '../../platform/session-user';
import { endAllSessions } from '../../platform/sessions';
import { EMAIL_IN_USE_MESSAGE } from './account.service';

const HOUR_MS = 60 * 60 * 1000;
export const CONFIRM_LINK_HOURS = 24;
export const REVERT_LINK_DAYS = 7;
export const EMAIL_LINK_FAILED_MESSAGE = 'This link is not valid any more. It may have expired or already been used.';

const newToken = () => randomBytes(32).toString('hex');
export const hashEmailToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const nameOf = (user: { firstName: string | null; username: string }) => user.firstName || user.username;

async function accountWithEmail(tx: Tx, email: string, exceptUserId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), sql`${users.id} <> ${exceptUserId}`))
    .limit(1);
  return row;
}

/** The change a link's token names, not yet used for that step, locked for the transaction. */
async function lockedChange(tx: Tx, step: 'confirm' | 'revert', token: string) {
  const [tokenHash, usedAt] =
    step === 'confirm'
      ? [emailChanges.confirmTokenHash, emailChanges.confirmedAt]
      : [emailChanges.revertTokenHash, emailChanges.revertedAt];
  const [change] = await tx
    .select()
    .from(emailChanges)
    .where(and(eq(tokenHash, hashEmailToken(token)), isNull(usedAt)))
    .for('update');
  return change;
}

/**
 * Starts a change to `newEmail` (the password already checked): replaces any change still
 * waiting, and mails the new address its link, or a note when it already has an account.
 */
export async function requestEmailChange(db: Db, user: SessionUser, newEmail: string, base: string): Promise<void> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.confirmedAt)));
    // Recorded either way, so the profile shows the same pending address whether or not it is
    // taken; a taken address's mail carries no link, and its token is never told to anyone.
    await tx.insert(emailChanges).values({
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      confirmTokenHash: hashEmailToken(token),
      confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_HOURS * HOUR_MS),
    });
    const mail = (await accountWithEmail(tx, newEmail, user.id))
      ? emailAlreadyUsedMail({ forgotUsernameUrl: `${base}/forgot-username` })
      : confirmNewEmailMail({ name: nameOf(user), confirmUrl: `${base}/confirm-email?token=${token}` });
    await queueMail(tx, { to: newEmail, ...mail });
  });
}

/** The link to the new address was opened: the address changes, and the old one gets its undo link. */
export async function confirmEmailChange(db: Db, token: string, base: string): Promise<{ email: string }> {
  const revertToken = newToken();
  return db.transaction(async (tx) => {
    const change = await lockedChange(tx, 'confirm', token);
    if (!change || change.confirmExpiresAt.getTime() <= Date.now()) throw badRequest(EMAIL_LINK_FAILED_MESSAGE);
    // Taken since the request: the owner of the new mailbox may be told so.
    if (await accountWithEmail(tx, change.newEmail, change.userId)) throw conflict(EMAIL_IN_USE_MESSAGE);
    const [account] = await tx
      .update(users)
      .set({ email: change.newEmail })
      .where(eq(users.id, change.userId))
      .returning({ username: users.username, firstName: users.firstName });
    await tx
      .update(emailChanges)
      .set({
        confirmedAt: new Date(),
        revertTokenHash: hashEmailToken(revertToken),
        revertExpiresAt: new Date(Date.now() + REVERT_LINK_DAYS * 24 * HOUR_MS),
      })
      .where(eq(emailChanges.id, change.id));
    const revertUrl = `${base}/revert-email?token=${revertToken}`;
    if (!sameEmail(change.oldEmail, change.newEmail)) {
      await queueMail(tx, { to: change.oldEmail, ...emailChangedMail({ name: nameOf(account), newEmail: change.newEmail, revertUrl }) });
    }
    return { email: change.newEmail };
  });
}

/**
 * The old address undid the change: the account goes back to it, every session ends (whoever
 * changed it may hold the password), and the owner chooses a new password by reset link.
 */
export async function revertEmailChange(db: Db, token: string): Promise<{ userId: number; email: string }> {
  return db.transaction(async (tx) => {
    const change = await lockedChange(tx, 'revert', token);
    if (!change?.revertExpiresAt || change.revertExpiresAt.getTime() <= Date.now()) throw badRequest(EMAIL_LINK_FAILED_MESSAGE);
    if (await accountWithEmail(tx, change.oldEmail, change.userId)) throw conflict(EMAIL_IN_USE_MESSAGE);
    await tx.update(users).set({ email: change.oldEmail }).where(eq(users.id, change.userId));
    await tx.update(emailChanges).set({ revertedAt: new Date() }).where(eq(emailChanges.id, change.id));
    // Changes still waiting would move it away again.
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.confirmedAt)));
    await endAllSessions(tx, change.userId, {});
    return { userId: change.userId, email: change.oldEmail };
  });
}
