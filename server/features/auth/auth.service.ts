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

type RegisterFields = z.output<typeof registerSchema>;
type LoginFields = z.output<typeof loginSchema>;

export const DUPLICATE_ACCOUNT_MESSAGE = 'Username or email already in use';
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

const sameText = (column: typeof users.username | typeof users.email, value: string) => eq(sql`lower(${column})`, value.toLowerCase());

export async function registerAccount(db: Db, fields: RegisterFields): Promise<SessionUser> {
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
  const [user] = await conflictOnUnique(
    () =>
      db
        .insert(users)
        .values({ ...fields, password })
        .returning(sessionUserColumns),
    DUPLICATE_ACCOUNT_MESSAGE,
  );
  return user;
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
