// The settings page: e-mail preferences per kind of event, name and e-mail, and the password.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NotificationPreferences, passwordChangeSchema } from '../../../common/account-schemas';
import type { EmailPreferences } from '../../../common/notification-schemas';
import { EMAIL_CATEGORIES } from '../../../common/notification-types';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import { sessionUserColumns, type SessionUser } from '../../platform/auth-guard';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/common-passwords';
import { badInput, conflictOnUnique } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { recordPasswordChange } from './password-aftermath';

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
 * Changes the fields sent (a field left out stays as it is). A new e-mail address never goes
 * through here (email-change.service.ts); only the letter case of the current one may.
 */
export async function updateProfile(db: Db, user: SessionUser, fields: ProfileFields): Promise<SessionUser> {
  if (Object.keys(fields).length === 0) return user;
  const [updated] = await conflictOnUnique(
    () => db.update(users).set(fields).where(eq(users.id, user.id)).returning(sessionUserColumns),
    EMAIL_IN_USE_MESSAGE,
  );
  return updated;
}

export type ProfileFields = {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  email?: string;
  bio?: string | null;
};

/** A wrong current password is a field error on `currentPassword`. */
export async function checkCurrentPassword(db: Db, user: SessionUser, password: string): Promise<void> {
  const [row] = await db.select({ hash: users.password }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, password))) throw badInput('currentPassword', WRONG_PASSWORD_MESSAGE);
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
  await checkCurrentPassword(deps.db, user, input.currentPassword);
  if (isCommonPassword(input.newPassword)) throw badInput('newPassword', COMMON_PASSWORD_MESSAGE);
  const hash = await hashPassword(input.newPassword);
  return deps.db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash }).where(eq(users.id, user.id));
    return recordPasswordChange(deps, tx, user, { how: 'change', keepSessionId: sessionId }, base);
  });
}
