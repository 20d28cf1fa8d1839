// The dashboard's figures for one user (decisions.md 44, "Dashboard figures" clarification). Every query
// is scoped to the caller, so another user's data can never be counted.
import { and, asc, desc, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { meanProgressPercent, skillProgressPercent } from '../../../common/skill-progress';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth-guard';
import { bookings, cartItems, notifications, pets, skillProgress, trainingSkills } from '../../db/schema';

const RECENT_ACTIVITY_LIMIT = 10;

export async function dashboardSummary(db: Db, user: SessionUser, now = new Date()) {
  const userId = user.id;
  const [totalPets, activeBookings, trainingProgress, nextSession, recentActivity] = await Promise.all([
    db.$count(pets, and(eq(pets.ownerId, userId), isNull(pets.archivedAt))),
    db.$count(
      bookings,
      and(eq(bookings.ownerId, userId), inArray(bookings.status, ['pending', 'confirmed', 'checked_in']), gt(bookings.endDate, now)),
    ),
    trainingProgressPercent(db, userId),
    nextTrainingSession(db, userId, now),
    latestNotifications(db, userId),
  ]);
  return { totalPets, activeBookings, trainingProgress, nextSession, recentActivity };
}

/** Mean progress over the skills bought for the user's current (non-archived) pets. */
async function trainingProgressPercent(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ currentStep: skillProgress.currentStep, completed: skillProgress.completed, steps: trainingSkills.steps })
    .from(skillProgress)
    .innerJoin(cartItems, eq(cartItems.id, skillProgress.cartItemId))
    .innerJoin(pets, eq(pets.id, cartItems.petId))
    .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
    .where(and(eq(pets.ownerId, userId), isNull(pets.archivedAt)));
  return meanProgressPercent(rows.map((row) => skillProgressPercent(row.currentStep, row.steps.length, row.completed)));
}

/**
 * The user's next training session: one booked for their own pet, or, for a trainer, one they
 * are assigned to teach (a trainer's day is their clients' sessions). Two index-backed lookups,
 * the earlier one wins.
 */
async function nextTrainingSession(db: Db, userId: number, now: Date) {
  const next = (who: SQL) =>
    db
      .select({ bookingId: bookings.id, startDate: bookings.startDate, petName: pets.name })
      .from(bookings)
      .innerJoin(pets, eq(pets.id, bookings.petId))
      .where(and(who, eq(bookings.serviceType, 'training'), ne(bookings.status, 'cancelled'), gt(bookings.startDate, now)))
      .orderBy(asc(bookings.startDate), asc(bookings.id))
      .limit(1);
  const [[own], [teaching]] = await Promise.all([next(eq(bookings.ownerId, userId)), next(eq(bookings.trainerId, userId))]);
  if (!own || !teaching) return own ?? teaching ?? null;
  return teaching.startDate < own.startDate ? teaching : own;
}

function latestNotifications(db: Db, userId: number) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(RECENT_ACTIVITY_LIMIT);
}
