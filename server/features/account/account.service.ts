// The settings page: e-mail preferences per kind of event, name and e-mail, and the password.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { NotificationPreferences, passwordChangeSchema, profileUpdateSchema } from '../../../common/account-schemas';
import type { EmailPreferences } from '../../../common/notification-schemas';
import { EMAIL_CATEGORIES } from '../../../common/notification-types';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import { sessionUserColumns, type SessionUser } from '../../platform/auth-guard';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/common-passwords';
import { badInput, conflict, conflictOnUnique } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { recordPasswordChange } from './password-aftermath';
import { emailChangedMail } from '../../platform/mail/templates/email-changed';
import { queueMail } from '../../platform/mail/mail-queue';

export const EMAIL_IN_USE_MESSAGE = 'Email already in use';
export const WRONG_PASSWORD_MESSAGE = 'Current password is incorrect';

/** Every category is present in the answer: one missing from the stored preferences is on. */
export async function getPreferences(db: Db, user: SessionUser): Promise<NotificationPreferences> {
  const [row] = await db.select({ stored: users.emailNotifications }).from(users).where(eq(users.id, user.id));
  const email = Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, row?.stored[category] !== false])) as EmailPreferences;
  return { email };
}

export async function setPreferences(db: Db, user: SessionUser, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  await db.update(users).set({ emailNotifications: preferences.email }).where(eq(users.id, user.id));
  return getPreferences(db, user);
}

/**
 * Changes the fields sent (a field left out stays as it is); the e-mail stays unique. A new e-mail
 * address queues "Your e-mail address was changed" to the old one in the same transaction; the mail
 * queue sends it once the change has committed.
 */
export async function updateProfile(
  db: Db,
  user: SessionUser,
  fields: Partial<z.output<typeof profileUpdateSchema>>,
): Promise<SessionUser> {
  if (fields.email !== undefined) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, fields.email.toLowerCase()), ne(users.id, user.id)))
      .limit(1);
    if (taken) throw conflict(EMAIL_IN_USE_MESSAGE);
  }
  if (Object.keys(fields).length === 0) return user;
  const emailChanged = fields.email !== undefined && fields.email.toLowerCase() !== user.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [updated] = await conflictOnUnique(
      () => tx.update(users).set(fields).where(eq(users.id, user.id)).returning(sessionUserColumns),
      EMAIL_IN_USE_MESSAGE,
    );
    if (!emailChanged) return updated;
    const notice = emailChangedMail({ name: user.firstName || user.username, newEmail: updated.email });
    await queueMail(tx, { to: user.email, ...notice });
    return updated;
  });
}

/**
 * Checks the current password, stores the new one and ends every other session of the user; the
 * "Your password was changed" e-mail is queued with it (password-aftermath.ts).
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'notifications'>,
  user: SessionUser,
  sessionId: string,
  input: z.output<typeof passwordChangeSchema>,
  base: string,
): Promise<void> {
  const [row] = await deps.db.select({ hash: users.password }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, input.currentPassword))) throw badInput('currentPassword', WRONG_PASSWORD_MESSAGE);
  if (isCommonPassword(input.newPassword)) throw badInput('newPassword', COMMON_PASSWORD_MESSAGE);
  const hash = await hashPassword(input.newPassword);
  return deps.db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash }).where(eq(users.id, user.id));
    return recordPasswordChange(deps, tx, user, { how: 'change', keepSessionId: sessionId }, base);
  });
}
