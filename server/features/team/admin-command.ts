// What `npm run admin` does (server/admin-cli.ts reads the terminal; this is testable without one):
// create the first administrator, or grant and revoke a role. Every act goes to the audit log with
// no actor ("command line"). Errors are sentences for the terminal, thrown as AdminCommandError.
import { eq, sql } from 'drizzle-orm';
import { passwordSchema, usernameSchema } from '../../../common/auth-schemas';
import { ROLES, type Role } from '../../../common/roles';
import { users } from '../../db/schema';
import { readBusinessSettings } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit-log';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/common-passwords';
import { HttpError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { grantRole } from './grant-role';
import { revokeRole } from './team.service';

export class AdminCommandError extends Error {}

export type AdminCommandDeps = Pick<AppDeps, 'db' | 'notifications' | 'config'> & { password: () => Promise<string> };

export const ADMIN_USAGE = [
  'Usage:',
  '  npm run admin -- create --username NAME --email ADDRESS   (password from ADMIN_PASSWORD, or asked)',
  '  npm run admin -- grant ROLE USERNAME',
  '  npm run admin -- revoke ROLE USERNAME',
  `ROLE is one of: ${ROLES.join(', ')}.`,
].join('\n');

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new AdminCommandError(`--${name} needs a value.\n${ADMIN_USAGE}`);
  return value;
}

function checked<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AdminCommandError(result.error.issues[0].message);
  return result.data;
}

async function userByName(deps: AdminCommandDeps, username: string) {
  const [user] = await deps.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (!user) throw new AdminCommandError(`There is no account named ${username}.`);
  return user;
}

function roleArgument(value: string | undefined): Role {
  if (!value || !(ROLES as readonly string[]).includes(value))
    throw new AdminCommandError(`ROLE must be one of: ${ROLES.join(', ')}.\n${ADMIN_USAGE}`);
  return value as Role;
}

async function createAdmin(deps: AdminCommandDeps, args: string[]): Promise<string> {
  const username = checked(usernameSchema, option(args, 'username') ?? '');
  const email = option(args, 'email');
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AdminCommandError(`--email needs an e-mail address.\n${ADMIN_USAGE}`);
  const password = checked(passwordSchema, await deps.password());
  if (isCommonPassword(password)) throw new AdminCommandError(COMMON_PASSWORD_MESSAGE);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`);
  if (taken) throw new AdminCommandError('That username or e-mail already has an account: use `grant admin USERNAME` instead.');
  const hash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await tx.insert(users).values({ username, email, password: hash, isAdmin: true });
    await recordAudit(tx, {
      actorId: null,
      kind: 'role.granted',
      summary: `Created the administrator ${username} from the command line`,
      before: { roles: [] },
      after: { roles: ['admin'] },
    });
  });
  return `Created the administrator ${username}. Sign in at /auth.`;
}

export async function runAdminCommand(args: string[], deps: AdminCommandDeps): Promise<string> {
  const [command, ...rest] = args;
  try {
    if (command === 'create') return await createAdmin(deps, rest);
    if (command === 'grant' || command === 'revoke') {
      const role = roleArgument(rest[0]);
      if (!rest[1]) throw new AdminCommandError(`USERNAME is missing.\n${ADMIN_USAGE}`);
      const user = await userByName(deps, rest[1]);
      if (command === 'grant') {
        await grantRole(deps, null, user.id, role);
        return `${user.username} is now ${role === 'admin' ? 'an administrator' : role === 'staff' ? 'staff' : 'a trainer'}.`;
      }
      const { timeZone } = await readBusinessSettings(deps.db, deps.config);
      await revokeRole(deps, null, user.id, role, timeZone);
      return `${user.username} no longer has the ${role} role.`;
    }
  } catch (error) {
    // The shared rules speak HTTP (409 last admin, 404 no such role): the terminal gets their sentence.
    if (error instanceof HttpError) throw new AdminCommandError(error.message);
    throw error;
  }
  throw new AdminCommandError(ADMIN_USAGE);
}
