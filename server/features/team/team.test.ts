// The team (issue 26, decisions.md 50): admins list everyone with a role, take roles away (never the
// last admin's own), and invite by e-mail with a single-use link valid 7 days. Revoking a trainer
// hands their open skills to the others and tells staff which sessions lost their trainer.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, bookings, mailQueue, notifications, skillProgress, staffInvitations, users } from '../../db/schema';
import { insertBooking, insertSkillProgress, insertTrainingSkill, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let admin: RegisteredUser;
let staff: RegisteredUser;
let owner: RegisteredUser;

beforeAll(async () => {
  admin = await t.register({ firstName: 'Ari', lastName: 'Admin' }, { roles: ['admin'] });
  staff = await t.register({}, { roles: ['staff'] });
  owner = await t.register();
});

const inviteLink = async (email: string) => {
  const [mail] = await t.db.select().from(mailQueue).where(eq(mailQueue.recipient, email));
  const token = /\/invitations\/([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No invitation link in: ${mail.text}`);
  return { mail, token };
};

describe('the team', () => {
  it('lists everyone who holds a role, with their roles, to admins only', async () => {
    const trainer = await t.register({ isTrainer: true });
    const res = await t.call('GET', '/api/admin/team', admin);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().map((member: { id: number; roles: string[] }) => [member.id, member.roles]));
    expect(byId.get(admin.user.id)).toEqual(['admin']);
    expect(byId.get(staff.user.id)).toEqual(['staff']);
    expect(byId.get(trainer.user.id)).toEqual(['trainer']);
    expect(byId.has(owner.user.id)).toBe(false);
    expect((await t.call('GET', '/api/admin/team', staff)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/team', trainer)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/team')).statusCode).toBe(401);
  });

  it('removes a role, records it, and answers 404 for a role the person does not hold', async () => {
    const helper = await t.register({}, { roles: ['staff'] });
    const res = await t.call('DELETE', `/api/admin/team/${helper.user.id}/roles/staff`, admin);
    expect(res.statusCode).toBe(204);
    expect((await t.call('GET', '/api/user', helper)).json().roles).toEqual([]);
    expect((await t.call('GET', '/api/admin/trainer-applications', helper)).statusCode).toBe(403);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'role.revoked'), eq(auditLog.actorId, admin.user.id)));
    expect(entry).toMatchObject({ before: { roles: ['staff'] }, after: { roles: [] } });
    expect((await t.call('DELETE', `/api/admin/team/${helper.user.id}/roles/staff`, admin)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/team/${helper.user.id}/roles/boss`, admin)).statusCode).toBe(400);
    expect((await t.call('DELETE', `/api/admin/team/${staff.user.id}/roles/staff`, staff)).statusCode).toBe(403);
  });

  it('never lets the last admin remove their own admin role', async () => {
    const res = await t.call('DELETE', `/api/admin/team/${admin.user.id}/roles/admin`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are the last administrator: make someone else an administrator first.');
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row.isAdmin).toBe(true);
  });

  it('revoking a trainer hands their open skills on and tells staff which sessions lost their trainer', async () => {
    const leaving = await t.register({ isTrainer: true, firstName: 'Lee', lastName: 'Leaving' });
    await t.register({ isTrainer: true });
    const pet = await postPet(t.app, owner, { ...rexProfile, name: 'Biscuit' });
    const skill = await insertTrainingSkill(t.db);
    const open = await insertSkillProgress(t.db, { ownerId: owner.user.id, petId: pet.id, skillId: skill.id, trainerId: leaving.user.id });
    const start = new Date(Date.now() + 10 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const session = await insertBooking(t.db, {
      petId: pet.id,
      ownerId: owner.user.id,
      trainerId: leaving.user.id,
      serviceType: 'training',
      status: 'confirmed',
      startDate: start,
      endDate: new Date(start.getTime() + 3_600_000),
    });

    const res = await t.call('DELETE', `/api/admin/team/${leaving.user.id}/roles/trainer`, admin);
    expect(res.statusCode, res.body).toBe(204);
    const [progress] = await t.db.select().from(skillProgress).where(eq(skillProgress.id, open.id));
    expect(progress.trainerId).not.toBe(leaving.user.id);
    const [heir] = await t.db.select().from(users).where(eq(users.id, progress.trainerId!));
    expect(heir.isTrainer).toBe(true);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, session.id));
    expect(booking.trainerId).toBeNull();
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, staff.user.id));
    expect(told).toContainEqual(
      expect.objectContaining({ title: 'Training sessions need a trainer', message: expect.stringContaining('Lee Leaving') }),
    );
    expect(told.find((n) => n.title === 'Training sessions need a trainer')?.message).toContain('Biscuit on');
    expect((await t.call('GET', '/api/trainer/clients', leaving)).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('e-mails a single-use link that lets an existing account take the role, and records both acts', async () => {
    const res = await t.call('POST', '/api/admin/invitations', admin, { email: 'kim@example.com', role: 'staff' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'kim@example.com', role: 'staff', acceptedAt: null, invitedBy: { id: admin.user.id } });
    const { mail, token } = await inviteLink('kim@example.com');
    expect(mail.subject).toBe('You are invited to join PawsConnect on PawsConnect');
    expect(mail.text).toContain('Ari Admin');
    const [stored] = await t.db.select().from(staffInvitations).where(eq(staffInvitations.id, res.json().id));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(7 * 86_400_000, -5);

    const preview = await t.call('GET', `/api/invitations/${token}`);
    expect(preview.json()).toMatchObject({ email: 'kim@example.com', role: 'staff', businessName: 'PawsConnect' });
    expect((await t.call('POST', `/api/invitations/${token}/accept`)).statusCode).toBe(401);

    const kim = await t.register({ email: 'kim@example.com' });
    const accepted = await t.call('POST', `/api/invitations/${token}/accept`, kim);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().roles).toEqual(['staff']);
    expect((await t.call('GET', '/api/admin/trainer-applications', kim)).statusCode).toBe(200);

    const again = await t.call('POST', `/api/invitations/${token}/accept`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This invitation link is invalid or has expired.');
    expect((await t.call('GET', `/api/invitations/${token}`)).statusCode).toBe(404);
    const kinds = (await t.db.select().from(auditLog)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['invitation.created', 'invitation.accepted']));
  });

  it('refuses an expired or withdrawn link, and a bad e-mail or role', async () => {
    const made = await t.call('POST', '/api/admin/invitations', admin, { email: 'late@example.com', role: 'admin' });
    const { token } = await inviteLink('late@example.com');
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, made.json().id));
    expect((await t.call('POST', `/api/invitations/${token}/accept`, owner)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/user', owner)).json().roles).toEqual([]);

    const other = await t.call('POST', '/api/admin/invitations', admin, { email: 'gone@example.com', role: 'staff' });
    const listed = await t.call('GET', '/api/admin/invitations', admin);
    expect(listed.json().map((row: { email: string }) => row.email)).toContain('gone@example.com');
    expect(listed.json().map((row: { email: string }) => row.email)).not.toContain('late@example.com');
    expect((await t.call('DELETE', `/api/admin/invitations/${other.json().id}`, admin)).statusCode).toBe(204);
    const { token: goneToken } = await inviteLink('gone@example.com');
    expect((await t.call('POST', `/api/invitations/${goneToken}/accept`, owner)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/invitations/${other.json().id}`, admin)).statusCode).toBe(404);

    const bad = await t.call('POST', '/api/admin/invitations', admin, { email: 'nope', role: 'trainer' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(expect.arrayContaining(['email', 'role']));
    expect((await t.call('POST', '/api/admin/invitations', staff, { email: 'x@example.com', role: 'staff' })).statusCode).toBe(403);
  });
});
