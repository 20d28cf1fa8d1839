// Accounts: creating one and checking a username and password. Usernames and emails are unique
// regardless of case (decisions.md 41, Accounts); login ignores the username's case.
import { eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginSchema, registerSchema } from '../../../common/auth-schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { sessionUserColumns, type SessionUser } from '../../platform/auth-guard';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/common-passwords';
import { badInput, conflict, conflictOnUnique } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { AppDeps } from '../../platform/app-deps';
import { fileApplication } from '../../domain/accounts/trainer-application';

type RegisterFields = z.output<typeof registerSchema>;
type LoginFields = z.output<typeof loginSchema>;

export const DUPLICATE_ACCOUNT_MESSAGE = 'Username or email already in use';
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

const sameText = (column: typeof users.username | typeof users.email, value: string) => eq(sql`lower(${column})`, value.toLowerCase());

/**
 * A new owner account. With the Trainer Account switch it also files a trainer application
 * (decisions.md 50): the account is an owner's until an admin approves it.
 */
export async function registerAccount(deps: Pick<AppDeps, 'db' | 'notifications'>, fields: RegisterFields): Promise<SessionUser> {
  const { db } = deps;
  const { isTrainer: applies, trainerApplicationNote, ...account } = fields;
  if (isCommonPassword(fields.password)) {
    throw badInput('password', COMMON_PASSWORD_MESSAGE);
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sameText(users.username, fields.username), sameText(users.email, fields.email)))
    .limit(1);
  if (taken) throw conflict(DUPLICATE_ACCOUNT_MESSAGE);

  const password = await hashPassword(fields.password);
  // Two registrations racing for one name: the unique index decides, the loser gets 409.
  return conflictOnUnique(
    () =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ ...account, password })
          .returning(sessionUserColumns);
        if (applies) await fileApplication(deps, tx, user, trainerApplicationNote);
        return user;
      }),
    DUPLICATE_ACCOUNT_MESSAGE,
  );
}

/** The user these credentials belong to, or null. Takes as long for unknown usernames. */
export async function authenticate(db: Db, { username, password }: LoginFields): Promise<SessionUser | null> {
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.password })
    .from(users)
    .where(sameText(users.username, username))
    .limit(1);
  if (!row) {
    // Hash anyway so response time does not reveal which usernames exist.
    await verifyPassword(await unknownUserHash(), password);
    return null;
  }
  const { passwordHash, ...user } = row;
  return (await verifyPassword(passwordHash, password)) ? user : null;
}

let unknownUserHashPromise: Promise<string> | undefined;
function unknownUserHash(): Promise<string> {
  unknownUserHashPromise ??= hashPassword('no account has this password');
  return unknownUserHashPromise;
}
