// Account recovery by e-mail (decisions.md 8). Nothing here tells the caller whether an e-mail
// has an account: the requests' answers are fixed and the mail work runs after the reply.
// Reset tokens are 32 random bytes, stored only as their SHA-256, single use, valid one hour.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { resetPasswordSchema } from '../../../common/account-schemas';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/common-passwords';
import { HttpError, badInput } from '../../platform/errors';
import { passwordResetMail } from '../../platform/mail/templates/password-reset';
import { usernameReminderMail } from '../../platform/mail/templates/username-reminder';
import { hashPassword } from '../../platform/passwords';
import { recordPasswordChange, type Account } from './password-aftermath';

export const RESET_TOKEN_MINUTES = 60;
export const RESET_DONE_MESSAGE = 'Your password has been reset.';
export const RESET_FAILED_MESSAGE = 'An error occurred. Your password reset link may have expired.';

type RecoveryDeps = Pick<AppDeps, 'db' | 'mailer'>;
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

async function accountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [account] = await db
    .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return account;
}

/** E-mails a reset link if the address has an account; does nothing otherwise. */
export async function sendPasswordReset(deps: RecoveryDeps, email: string, base: string): Promise<void> {
  const account = await accountByEmail(deps.db, email);
  if (!account) return;
  const token = randomBytes(32).toString('hex');
  await deps.db.insert(passwordResetTokens).values({
    userId: account.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
  });
  const resetUrl = `${base}/reset-password?token=${token}&email=${encodeURIComponent(account.email)}`;
  await deps.mailer.send({
    to: account.email,
    ...passwordResetMail({ username: account.username, resetUrl, expiresInMinutes: RESET_TOKEN_MINUTES }),
  });
}

/** E-mails the username if the address has an account; it is never put in a response. */
export async function sendUsernameReminder(deps: RecoveryDeps, email: string, base: string): Promise<void> {
  const account = await accountByEmail(deps.db, email);
  if (!account) return;
  await deps.mailer.send({ to: account.email, ...usernameReminderMail({ username: account.username, signInUrl: `${base}/auth` }) });
}

/**
 * Sets the new password if the token is one we issued for this e-mail, unused and unexpired, and
 * uses it up; every session of the user ends. Any bad token gets the same 400. Returns the user's
 * id; the "Your password was changed" e-mail is queued with the new password (password-aftermath.ts).
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'notifications'>,
  input: z.output<typeof resetPasswordSchema>,
  base: string,
): Promise<{ userId: number }> {
  const tokenHash = hashResetToken(input.token);
  const usable = (now: Date) =>
    and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));
  const [found] = await deps.db
    .select({
      tokenId: passwordResetTokens.id,
      account: { id: users.id, username: users.username, email: users.email, firstName: users.firstName },
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(usable(new Date()), eq(sql`lower(${users.email})`, input.email.toLowerCase())));
  if (!found) throw new HttpError(400, RESET_FAILED_MESSAGE);
  if (isCommonPassword(input.newPassword)) throw badInput('newPassword', COMMON_PASSWORD_MESSAGE);
  const hash = await hashPassword(input.newPassword);

  await deps.db.transaction(async (tx) => {
    const now = new Date();
    // Claimed again inside the transaction: of two requests racing with one token, one wins.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.tokenId), usable(now)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw new HttpError(400, RESET_FAILED_MESSAGE);
    // Links mailed earlier stop working too: the account has a new password now.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, found.account.id),
          isNull(passwordResetTokens.usedAt),
          ne(passwordResetTokens.id, found.tokenId),
        ),
      );
    await tx.update(users).set({ password: hash }).where(eq(users.id, found.account.id));
    await recordPasswordChange(deps, tx, found.account, { how: 'reset' }, base);
  });
  return { userId: found.account.id };
}
