// Filing a trainer application (decisions.md 50): by the Trainer Account switch at registration,
// or by an owner later (again, after a decline). Admins are told of each one.
import { and, eq } from 'drizzle-orm';
import { trainerApplications } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../platform/app-deps';
import { personLabel } from '../../platform/audit-log';
import { adminIds, notifyEach } from './business-people';

/** Files (or files again, after a decline) the user's application, and tells the admins. */
export async function fileApplication(
  deps: Pick<AppDeps, 'notifications'>,
  tx: Tx,
  user: { id: number; username: string; firstName: string | null; lastName: string | null },
  note: string | null,
) {
  await tx
    .insert(trainerApplications)
    .values({ userId: user.id, note, status: 'pending' })
    .onConflictDoUpdate({
      target: trainerApplications.userId,
      set: { note, status: 'pending', reason: null, decidedBy: null, decidedAt: null, createdAt: new Date() },
    });
  await notifyEach(deps, tx, await adminIds(tx), {
    type: 'info',
    category: 'account',
    title: 'New trainer application',
    message: `${personLabel(user)} applied to be a trainer.`,
    data: { url: '/admin/team' },
  });
}

export const NOT_APPROVED_MESSAGE = 'Your trainer application is not approved yet.';

/** An applicant waiting for a decision may keep drafts in the builder (decisions.md 50). */
export async function hasPendingApplication(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: trainerApplications.userId })
    .from(trainerApplications)
    .where(and(eq(trainerApplications.userId, userId), eq(trainerApplications.status, 'pending')));
  return Boolean(row);
}
