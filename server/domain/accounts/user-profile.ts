// The signed-in user as GET /api/user, login and register answer it (decisions.md 50): the
// account's columns, the roles it holds, its own trainer application, if any, and the new e-mail
// address a change is waiting on (decisions.md 53), and a trainer's public bio and photo (decisions.md 66).
import { eq, sql } from 'drizzle-orm';
import { rolesOf } from '../../../common/roles';
import type { Db, Tx } from '../../db/client';
import { preparedQuery } from '../../db/prepared-queries';
import { trainerApplications, users } from '../../db/schema';
import type { SessionUser } from '../../platform/session-user';
import { pendingEmailOf } from './email-change';

export async function userProfile(db: Db | Tx, user: SessionUser) {
  const [[application], [profile], pendingEmail] = await Promise.all([
    // Every page asks GET /api/user first: its reads are prepared once per database (decisions.md 85).
    preparedQuery(db, 'profile_trainer_application', (db, name) =>
      db
        .select({ status: trainerApplications.status, reason: trainerApplications.reason })
        .from(trainerApplications)
        .where(eq(trainerApplications.userId, sql.placeholder('userId')))
        .prepare(name),
    ).execute({ userId: user.id }),
    preparedQuery(db, 'profile_public_fields', (db, name) =>
      db
        .select({ bio: users.bio, photoUrl: users.photoAddress })
        .from(users)
        .where(eq(users.id, sql.placeholder('userId')))
        .prepare(name),
    ).execute({ userId: user.id }),
    pendingEmailOf(db, user.id),
  ]);
  return {
    ...user,
    bio: profile?.bio ?? null,
    photoUrl: profile?.photoUrl ?? null,
    ...(pendingEmail ? { pendingEmail } : {}),
    roles: rolesOf(user),
    trainerApplication: application
      ? { status: application.status, ...(application.status === 'declined' && application.reason ? { reason: application.reason } : {}) }
      : null,
  };
}
