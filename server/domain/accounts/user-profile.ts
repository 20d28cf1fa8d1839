// The signed-in user as GET /api/user, login and register answer it (decisions.md 50): the
// account's columns, the roles it holds, its own trainer application, if any, and the new e-mail
// address a change is waiting on (decisions.md 53), and a trainer's public bio and photo (decisions.md 66).
import { eq, sql } from 'drizzle-orm';
import { rolesOf } from '../../../common/roles';
import type { Db, Tx } from '../../db/client';
import { preparedQuery } from '../../db/prepared-queries';
import { trainerApplications, users } from '../../db/schema';
import type { SessionUser } from '../../platform/session-user';
import { pendingEmailColumn } from './email-change';

export async function userProfile(db: Db | Tx, user: SessionUser) {
  // Every page asks GET /api/user first: what the session's row does not carry is one prepared
  // read (decisions.md 85, 111), not one per part.
  const [extras] = await preparedQuery(db, 'user_profile_extras', (db, name) =>
    db
      .select({
        bio: users.bio,
        photoUrl: users.photoAddress,
        applicationStatus: trainerApplications.status,
        applicationReason: trainerApplications.reason,
        pendingEmail: pendingEmailColumn(db),
      })
      .from(users)
      .leftJoin(trainerApplications, eq(trainerApplications.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  ).execute({ userId: user.id, now: new Date().toISOString() });
  const status = extras?.applicationStatus;
  return {
    ...user,
    bio: extras?.bio ?? null,
    photoUrl: extras?.photoUrl ?? null,
    ...(extras?.pendingEmail ? { pendingEmail: extras.pendingEmail } : {}),
    roles: rolesOf(user),
    trainerApplication: status
      ? { status, ...(status === 'declined' && extras.applicationReason ? { reason: extras.applicationReason } : {}) }
      : null,
  };
}
