// The signed-in user as GET /api/user, login and register answer it (decisions.md 50): the
// account's columns, the roles it holds and its own trainer application, if any.
import { eq } from 'drizzle-orm';
import { rolesOf } from '../../../common/roles';
import type { Db, Tx } from '../../db/client';
import { trainerApplications } from '../../db/schema';
import type { SessionUser } from '../../platform/session-user';

export async function userProfile(db: Db | Tx, user: SessionUser) {
  const [application] = await db
    .select({ status: trainerApplications.status, reason: trainerApplications.reason })
    .from(trainerApplications)
    .where(eq(trainerApplications.userId, user.id));
  return {
    ...user,
    roles: rolesOf(user),
    trainerApplication: application
      ? { status: application.status, ...(application.status === 'declined' && application.reason ? { reason: application.reason } : {}) }
      : null,
  };
}
