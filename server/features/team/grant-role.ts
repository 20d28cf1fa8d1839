// Giving a role by hand (decisions.md 50): `npm run admin -- grant ROLE USERNAME`. Granting
// trainer approves the person's pending application, if any, and hands them the skills waiting for
// a first trainer, as approving in /admin/team does.
import { eq } from 'drizzle-orm';
import { ROLE_LABELS, rolesOf, type Role } from '../../../common/roles';
import { trainerApplications, users } from '../../db/schema';
import { claimWaitingSkills } from '../../domain/skills/skill-trainers';
import type { AppDeps } from '../../platform/app-deps';
import { personLabel, recordAudit } from '../../platform/audit-log';
import { conflict } from '../../platform/errors';

/** The users column that stores each role. */
export const ROLE_COLUMN = { trainer: 'isTrainer', staff: 'isStaff', admin: 'isAdmin' } as const;

export async function grantRole(
  deps: Pick<AppDeps, 'db' | 'notifications'>,
  actorId: number | null,
  userId: number,
  role: Role,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (member[ROLE_COLUMN[role]]) throw conflict(`${personLabel(member)} is already ${ROLE_LABELS[role].toLowerCase()}.`);
    await tx
      .update(users)
      .set({ [ROLE_COLUMN[role]]: true })
      .where(eq(users.id, userId));
    if (role === 'trainer') {
      await tx
        .update(trainerApplications)
        .set({ status: 'approved', reason: null, decidedBy: actorId, decidedAt: new Date() })
        .where(eq(trainerApplications.userId, userId));
    }
    const before = rolesOf(member);
    await recordAudit(tx, {
      actorId,
      kind: 'role.granted',
      summary: `Gave ${personLabel(member)} the ${ROLE_LABELS[role].toLowerCase()} role`,
      before: { roles: before },
      after: { roles: rolesOf({ ...member, [ROLE_COLUMN[role]]: true }) },
    });
  });
  if (role === 'trainer') await claimWaitingSkills(deps, userId);
}
