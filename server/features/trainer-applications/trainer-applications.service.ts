// Trainer applications (decisions.md 50): the Trainer Account switch files one; until an admin
// approves it the account is an owner's: no client pets, no assignments, no publishing. Admins are
// told of each new one; the applicant is told the outcome. Approving makes the account a trainer
// and hands it the skills that were waiting for a first trainer (decisions.md 43 'Seed').
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TrainerApplicationStatus } from '../../../common/roles';
import type { Tx } from '../../db/client';
import { trainerApplications, users } from '../../db/schema';
import { personOf } from '../../domain/accounts/business-people';
import { fileApplication } from '../../domain/accounts/trainer-application';
import { claimWaitingSkills } from '../../domain/skills/skill-trainers';
import type { AppDeps } from '../../platform/app-deps';
import { personLabel, recordAudit } from '../../platform/audit-log';
import { conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session-user';

export const APPLICATION_PENDING_MESSAGE = 'Your trainer application is waiting for an administrator.';
export const ALREADY_TRAINER_MESSAGE = 'You are already a trainer.';
export const NOT_PENDING_MESSAGE = 'This application has already been decided.';

type Deps = Pick<AppDeps, 'db' | 'notifications'>;

/** POST /api/user/trainer-application: an owner applies, or applies again after a decline. */
export async function applyAgain(deps: Deps, user: SessionUser, note: string | null): Promise<void> {
  if (user.isTrainer) throw conflict(ALREADY_TRAINER_MESSAGE);
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(trainerApplications).where(eq(trainerApplications.userId, user.id)).for('update');
    if (existing?.status === 'pending') throw conflict(APPLICATION_PENDING_MESSAGE);
    await fileApplication(deps, tx, user, note);
  });
}

const decider = alias(users, 'decider');

const applicationColumns = {
  userId: trainerApplications.userId,
  note: trainerApplications.note,
  status: trainerApplications.status,
  reason: trainerApplications.reason,
  decidedAt: trainerApplications.decidedAt,
  createdAt: trainerApplications.createdAt,
  applicant: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email },
  deciderId: decider.id,
  deciderUsername: decider.username,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
};

type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

function selectApplications(db: Deps['db'] | Tx) {
  return db
    .select(applicationColumns)
    .from(trainerApplications)
    .innerJoin(users, eq(users.id, trainerApplications.userId))
    .leftJoin(decider, eq(decider.id, trainerApplications.decidedBy))
    .$dynamic();
}

function applicationView({ deciderId, deciderUsername, deciderFirstName, deciderLastName, ...row }: ApplicationRow) {
  return {
    ...row,
    decidedBy:
      deciderId !== null && deciderUsername !== null
        ? { id: deciderId, username: deciderUsername, firstName: deciderFirstName, lastName: deciderLastName }
        : null,
  };
}

/** GET /api/admin/trainer-applications: pending ones oldest first (the queue); decided ones newest first. */
export async function listApplications(db: Deps['db'], status: TrainerApplicationStatus | undefined) {
  const query = selectApplications(db);
  const rows = await (status ? query.where(eq(trainerApplications.status, status)) : query).orderBy(
    sql`${trainerApplications.status} = 'pending' desc`,
    status === 'pending' ? asc(trainerApplications.createdAt) : desc(trainerApplications.createdAt),
    asc(trainerApplications.userId),
  );
  return rows.map(applicationView);
}

async function lockPending(tx: Tx, userId: number) {
  const [row] = await tx.select().from(trainerApplications).where(eq(trainerApplications.userId, userId)).for('update');
  if (!row) throw notFound('The application');
  if (row.status !== 'pending') throw conflict(NOT_PENDING_MESSAGE);
  return row;
}

async function viewOf(tx: Tx, userId: number) {
  const [row] = await selectApplications(tx).where(eq(trainerApplications.userId, userId));
  return applicationView(row);
}

export async function approveApplication(deps: Deps, admin: SessionUser, userId: number) {
  const view = await deps.db.transaction(async (tx) => {
    await lockPending(tx, userId);
    const decidedAt = new Date();
    await tx
      .update(trainerApplications)
      .set({ status: 'approved', reason: null, decidedBy: admin.id, decidedAt })
      .where(eq(trainerApplications.userId, userId));
    await tx.update(users).set({ isTrainer: true }).where(eq(users.id, userId));
    const applicant = await personOf(tx, userId);
    await recordAudit(tx, {
      actorId: admin.id,
      kind: 'trainer_application.approved',
      summary: `Approved ${personLabel(applicant!)} as a trainer`,
      before: { status: 'pending', roles: [] },
      after: { status: 'approved', roles: ['trainer'] },
    });
    await deps.notifications.notify(tx, userId, {
      type: 'success',
      category: 'account',
      title: 'Trainer application approved',
      message: 'You are now a trainer: your trainer tools are ready.',
      data: { url: '/trainer-skills' },
    });
    return viewOf(tx, userId);
  });
  // Skills bought while no trainer was approved wait for the first one (decisions.md 43 'Seed').
  await claimWaitingSkills(deps, userId);
  return view;
}

export async function declineApplication(deps: Deps, admin: SessionUser, userId: number, reason: string) {
  return deps.db.transaction(async (tx) => {
    await lockPending(tx, userId);
    await tx
      .update(trainerApplications)
      .set({ status: 'declined', reason, decidedBy: admin.id, decidedAt: new Date() })
      .where(and(eq(trainerApplications.userId, userId)));
    const applicant = await personOf(tx, userId);
    await recordAudit(tx, {
      actorId: admin.id,
      kind: 'trainer_application.declined',
      summary: `Declined ${personLabel(applicant!)}'s trainer application: ${reason}`,
      before: { status: 'pending' },
      after: { status: 'declined', reason },
    });
    await deps.notifications.notify(tx, userId, {
      type: 'warning',
      category: 'account',
      title: 'Trainer application declined',
      message: `Your trainer application was declined: ${reason}`,
      data: { url: '/settings' },
    });
    return viewOf(tx, userId);
  });
}
