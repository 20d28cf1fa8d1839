// `npm run admin` (issue 26, decisions.md 50): the first administrator and roles by hand, checked
// like the sign-up form, refused with a sentence for the terminal, and written to the audit log.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { loginAs } from '../../../tests/helpers/users';
import { runAdminCommand } from './admin-command';

const t = useTestApp();
const run = (args: string[], password = 'a-long-admin-password') =>
  runAdminCommand(args, { db: t.db, notifications: t.notifications, config: t.config, password: async () => password });
const userNamed = async (username: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
  )[0];

describe('npm run admin', () => {
  it('creates the first administrator, who can sign in and open the admin pages', async () => {
    expect(await run(['create', '--username', 'boss', '--email', 'boss@example.com'])).toBe(
      'Created the administrator boss. Sign in at /auth.',
    );
    const row = await userNamed('boss');
    expect(row).toMatchObject({ isAdmin: true, isStaff: false, isTrainer: false, email: 'boss@example.com' });
    expect(row.password).toMatch(/^\$argon2id\$/);
    const cookie = await loginAs(t.app, 'boss', 'a-long-admin-password');
    expect((await t.call('GET', '/api/admin/settings', { cookie })).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.summary, 'Created the administrator boss from the command line'));
    expect(entry).toMatchObject({ actorId: null, kind: 'role.granted', after: { roles: ['admin'] } });
  });

  it('refuses a taken name, a short or common password, and a missing e-mail, creating nothing', async () => {
    const before = (await t.db.select().from(users)).length;
    await expect(run(['create', '--username', 'BOSS', '--email', 'other@example.com'])).rejects.toThrow('already has an account');
    await expect(run(['create', '--username', 'short', '--email', 's@example.com'], 'abc')).rejects.toThrow(
      'Password must be at least 6 characters',
    );
    await expect(run(['create', '--username', 'common', '--email', 'c@example.com'], 'password123')).rejects.toThrow(/too common/);
    await expect(run(['create', '--username', 'noemail'])).rejects.toThrow('--email needs an e-mail address');
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('grants and revokes roles by username, but never the last admin', async () => {
    const person = await t.register();
    expect(await run(['grant', 'staff', person.user.username])).toBe(`${person.user.username} is now staff.`);
    expect((await t.call('GET', '/api/user', person)).json().roles).toEqual(['staff']);
    await expect(run(['grant', 'staff', person.user.username])).rejects.toThrow('is already staff');
    expect(await run(['revoke', 'staff', person.user.username])).toBe(`${person.user.username} no longer has the staff role.`);
    await expect(run(['revoke', 'admin', 'boss'])).rejects.toThrow('You are the last administrator');
    await expect(run(['grant', 'owner', person.user.username])).rejects.toThrow('ROLE must be one of: trainer, staff, admin');
    await expect(run(['grant', 'staff', 'nobody_here'])).rejects.toThrow('There is no account named nobody_here.');
    await expect(run(['promote'])).rejects.toThrow('Usage:');
  });

  it('granting trainer approves the pending application', async () => {
    const applicant = await t.register({ isTrainer: true }, { approve: false });
    await run(['grant', 'trainer', applicant.user.username]);
    expect((await t.call('GET', '/api/user', applicant)).json()).toMatchObject({
      isTrainer: true,
      trainerApplication: { status: 'approved' },
    });
  });
});
