// Trainer applications (issue 26, decisions.md 50): the Trainer Account switch files one and the
// account stays an owner's; admins are told, approve or decline with a reason; the applicant is
// told and may apply again after a decline. Staff read the queue; only admins decide.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications, trainerApplications, users } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let admin: RegisteredUser;
let staff: RegisteredUser;
let owner: RegisteredUser;

beforeAll(async () => {
  admin = await t.register({}, { roles: ['admin'] });
  staff = await t.register({}, { roles: ['staff'] });
  owner = await t.register();
});

const apply = (note?: string) => t.register({ isTrainer: true, trainerApplicationNote: note }, { approve: false });
const noticesOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the Trainer Account switch', () => {
  it('creates an owner account with a pending application, and tells the admins', async () => {
    const applicant = await apply('Certified (CPDT-KA), 6 years at a shelter');
    expect(applicant.user).toMatchObject({ isTrainer: false, roles: [], trainerApplication: { status: 'pending' } });
    const me = await t.call('GET', '/api/user', applicant);
    expect(me.json()).toMatchObject({ isTrainer: false, roles: [], trainerApplication: { status: 'pending' } });
    const [stored] = await t.db.select().from(trainerApplications).where(eq(trainerApplications.userId, applicant.user.id));
    expect(stored).toMatchObject({ status: 'pending', note: 'Certified (CPDT-KA), 6 years at a shelter', decidedBy: null });
    expect(await noticesOf(admin.user.id)).toContainEqual(
      expect.objectContaining({
        title: 'New trainer application',
        category: 'account',
        message: `Test User (${applicant.user.username}) applied to be a trainer.`,
      }),
    );
    // Staff are not asked to decide.
    expect((await noticesOf(staff.user.id)).filter((n) => n.title === 'New trainer application')).toEqual([]);
  });

  it('gives an applicant no trainer tools, but lets them keep drafts in the builder', async () => {
    const applicant = await apply();
    expect((await t.call('GET', '/api/trainer/clients', applicant)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/skill-progress/assigned', applicant)).statusCode).toBe(403);
    const program = {
      title: 'Puppy Basics',
      description: 'Sit, down and stay',
      difficulty: 'beginner',
      durationWeeks: 4,
      price: 100,
      content: { modules: [], prerequisites: [], equipment: [], breedRecommendations: [] },
      published: false,
    };
    const draft = await t.call('POST', '/api/training-programs', applicant, program);
    expect(draft.statusCode, draft.body).toBe(201);
    const published = await t.call('PUT', `/api/training-programs/${draft.json().id}`, applicant, { ...program, published: true });
    expect(published.statusCode).toBe(403);
    expect(published.json().message).toBe('Your trainer application is not approved yet.');
    const [row] = await t.db.select().from(users).where(eq(users.id, applicant.user.id));
    expect(row.isTrainer).toBe(false);
    // An owner who never applied still cannot open the builder.
    expect((await t.call('POST', '/api/training-programs', owner, program)).statusCode).toBe(403);
  });
});

describe('deciding', () => {
  it('lists pending applications to staff and admins; 403 for anyone else, 401 signed out', async () => {
    const applicant = await apply('Agility coach');
    for (const who of [admin, staff]) {
      const res = await t.call('GET', '/api/admin/trainer-applications?status=pending', who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toContainEqual(
        expect.objectContaining({
          userId: applicant.user.id,
          status: 'pending',
          note: 'Agility coach',
          applicant: expect.objectContaining({ username: applicant.user.username }),
        }),
      );
      expect(res.json().every((row: { status: string }) => row.status === 'pending')).toBe(true);
    }
    expect((await t.call('GET', '/api/admin/trainer-applications', owner)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/trainer-applications', applicant)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/trainer-applications')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/trainer-applications?status=maybe', admin)).statusCode).toBe(400);
  });

  it('approves: the account becomes a trainer, is told, and the act is in the audit log; once only', async () => {
    const applicant = await apply();
    expect((await t.call('POST', `/api/admin/trainer-applications/${applicant.user.id}/approve`, staff)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/admin/trainer-applications/${applicant.user.id}/approve`, owner)).statusCode).toBe(403);

    const res = await t.call('POST', `/api/admin/trainer-applications/${applicant.user.id}/approve`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', decidedBy: { id: admin.user.id } });
    const me = await t.call('GET', '/api/user', applicant);
    expect(me.json()).toMatchObject({ isTrainer: true, roles: ['trainer'], trainerApplication: { status: 'approved' } });
    expect((await t.call('GET', '/api/trainer/clients', applicant)).statusCode).toBe(200);
    expect(await noticesOf(applicant.user.id)).toContainEqual(
      expect.objectContaining({ title: 'Trainer application approved', type: 'success' }),
    );
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'trainer_application.approved'), eq(auditLog.actorId, admin.user.id)));
    expect(audit.map((row) => row.summary)).toContain(`Approved Test User (${applicant.user.username}) as a trainer`);

    const again = await t.call('POST', `/api/admin/trainer-applications/${applicant.user.id}/approve`, admin);
    expect(again.statusCode).toBe(409);
    expect((await t.call('POST', '/api/admin/trainer-applications/999999/approve', admin)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/admin/trainer-applications/${owner.user.id}/approve`, admin)).statusCode).toBe(404);
  });

  it('declines with a reason the applicant sees, who may then apply again (once at a time)', async () => {
    const applicant = await apply();
    const noReason = await t.call('POST', `/api/admin/trainer-applications/${applicant.user.id}/decline`, admin, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual({ reason: 'Please give a reason' });

    const res = await t.call('POST', `/api/admin/trainer-applications/${applicant.user.id}/decline`, admin, {
      reason: 'We need proof of certification.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = (await t.call('GET', '/api/user', applicant)).json();
    expect(me).toMatchObject({
      isTrainer: false,
      roles: [],
      trainerApplication: { status: 'declined', reason: 'We need proof of certification.' },
    });
    expect(await noticesOf(applicant.user.id)).toContainEqual(
      expect.objectContaining({
        title: 'Trainer application declined',
        message: 'Your trainer application was declined: We need proof of certification.',
      }),
    );

    const reapply = await t.call('POST', '/api/user/trainer-application', applicant, { note: 'Certificate attached to my profile.' });
    expect(reapply.statusCode, reapply.body).toBe(201);
    expect((await t.call('GET', '/api/user', applicant)).json().trainerApplication).toEqual({ status: 'pending' });
    const twice = await t.call('POST', '/api/user/trainer-application', applicant, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Your trainer application is waiting for an administrator.');
  });

  it('lets an owner apply from their account, but not a trainer', async () => {
    const later = await t.register();
    expect((await t.call('POST', '/api/user/trainer-application', later, { note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/user/trainer-application', later, {})).statusCode).toBe(201);
    const trainer = await t.register({ isTrainer: true });
    const res = await t.call('POST', '/api/user/trainer-application', trainer, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are already a trainer.');
  });
});
