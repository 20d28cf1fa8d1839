// The team (decisions.md 50): everyone who holds a role, and taking a role away. The last
// administrator cannot remove their own admin role. Revoking a trainer hands their open skills to
// the other trainers by the checkout's rule and tells staff which future training bookings lost
// their trainer.
import { and, asc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Role } from '../../../common/roles';
import { ROLE_LABELS, rolesOf } from '../../../common/roles';
import { LAST_ADMIN_MESSAGE } from '../../../common/admin-schemas';
import { spelledDay } from '../../../common/vaccines';
import { calendarDayOf, wallClock } from '../../../common/business-time';
import { slotLabel } from '../../../common/slots';
import type { Tx } from '../../db/client';
import { bookings, pets, skillProgress, users } from '../../db/schema';
import { notifyEach, staffAndAdminIds } from '../../domain/accounts/business-people';
import { pickTrainers } from '../../domain/skills/skill-trainers';
import { ROLE_COLUMN } from './grant-role';
import type { AppDeps } from '../../platform/app-deps';
import { personLabel, recordAudit } from '../../platform/audit-log';
import { conflict, notFound } from '../../platform/errors';

type Deps = Pick<AppDeps, 'db' | 'notifications'>;

/** GET /api/admin/team. */
export async function listTeam(db: Deps['db']) {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isTrainer: users.isTrainer,
      isStaff: users.isStaff,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(or(eq(users.isTrainer, true), eq(users.isStaff, true), eq(users.isAdmin, true)))
    .orderBy(asc(users.id));
  return rows.map(({ isTrainer, isStaff, isAdmin, ...person }) => ({ ...person, roles: rolesOf({ isTrainer, isStaff, isAdmin }) }));
}

/** DELETE /api/admin/team/:userId/roles/:role. */
/** `actorId`: the admin, or null from the command line. */
export async function revokeRole(deps: Deps, actorId: number | null, userId: number, role: Role, timeZone: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Every admin row locked: two admins removing each other at once cannot leave none.
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!member || !member[ROLE_COLUMN[role]]) throw notFound('That role');
    if (role === 'admin' && admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
    await tx
      .update(users)
      .set({ [ROLE_COLUMN[role]]: false })
      .where(eq(users.id, userId));
    const before = rolesOf(member);
    await recordAudit(tx, {
      actorId,
      kind: 'role.revoked',
      summary: `Removed the ${ROLE_LABELS[role].toLowerCase()} role from ${personLabel(member)}`,
      before: { roles: before },
      after: { roles: before.filter((held) => held !== role) },
    });
    if (role === 'trainer') await handOverTrainerWork(deps, tx, member, timeZone);
  });
}

/** The revoked trainer's open skills go to the others; their future sessions lose their trainer and staff hear which. */
async function handOverTrainerWork(
  deps: Deps,
  tx: Tx,
  trainer: { id: number; username: string; firstName: string | null; lastName: string | null },
  timeZone: string,
) {
  const open = await tx
    .select({ id: skillProgress.id })
    .from(skillProgress)
    .where(and(eq(skillProgress.trainerId, trainer.id), eq(skillProgress.completed, false)))
    .orderBy(asc(skillProgress.id));
  const newTrainers = await pickTrainers(tx, open.length);
  const handedTo = new Map<number, number>();
  for (const [index, item] of open.entries()) {
    const trainerId = newTrainers[index];
    await tx.update(skillProgress).set({ trainerId, updatedAt: new Date() }).where(eq(skillProgress.id, item.id));
    if (trainerId !== null) handedTo.set(trainerId, (handedTo.get(trainerId) ?? 0) + 1);
  }
  for (const [trainerId, count] of handedTo) {
    await deps.notifications.notify(tx, trainerId, {
      type: 'info',
      category: 'training',
      title: 'Training skills assigned',
      message: `${count} training ${count === 1 ? 'skill was' : 'skills were'} handed to you from ${personLabel(trainer)}.`,
      data: { url: '/trainer-skills' },
    });
  }

  const orphaned = await tx
    .update(bookings)
    .set({ trainerId: null })
    .where(
      and(
        eq(bookings.trainerId, trainer.id),
        eq(bookings.serviceType, 'training'),
        gt(bookings.startDate, new Date()),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .returning({ id: bookings.id, petId: bookings.petId, startDate: bookings.startDate });
  if (orphaned.length === 0) return;
  const petRows = await tx
    .select({ id: pets.id, name: pets.name })
    .from(pets)
    .where(inArray(pets.id, [...new Set(orphaned.map((booking) => booking.petId))]));
  const names = new Map(petRows.map((pet) => [pet.id, pet.name]));
  const list = orphaned
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime())
    .map(
      (booking) =>
        `${names.get(booking.petId) ?? `Pet #${booking.petId}`} on ${spelledDay(calendarDayOf(booking.startDate, timeZone))} at ${slotLabel(wallClock(booking.startDate, timeZone).slice(0, 5))}`,
    );
  await notifyEach(deps, tx, await staffAndAdminIds(tx), {
    type: 'warning',
    category: 'bookings',
    title: 'Training sessions need a trainer',
    message: `${personLabel(trainer)} is no longer a trainer. ${orphaned.length === 1 ? 'This session has' : 'These sessions have'} no trainer now: ${list.join('; ')}.`,
    data: { bookingIds: orphaned.map((booking) => booking.id) },
  });
}
