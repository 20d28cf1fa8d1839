// The dashboard's figures for one user (decisions.md 44, "Dashboard figures" clarification). Every query
// is scoped to the caller, so another user's data can never be counted.
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { meanProgressPercent, skillProgressPercent } from '../../../common/skill-progress';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared-queries';
import type { SessionUser } from '../../platform/auth-guard';
import { bookings, cartItems, notifications, pets, skillProgress, trainingSkills } from '../../db/schema';

const RECENT_ACTIVITY_LIMIT = 10;

export async function dashboardSummary(db: Db, user: SessionUser, now = new Date()) {
  const values = { userId: user.id, now: now.toISOString() };
  const [[petCount], [activeCount], progress, [own], [teaching], recentActivity] = await Promise.all([
    queries.totalPets(db).execute(values),
    queries.activeBookings(db).execute(values),
    queries.trainingProgress(db).execute(values),
    queries.nextSession(db, 'own').execute(values),
    queries.nextSession(db, 'teaching').execute(values),
    queries.latestNotifications(db).execute(values),
  ]);
  const trainingProgress = meanProgressPercent(
    progress.map((row) => skillProgressPercent(row.currentStep, row.steps.length, row.completed)),
  );
  return {
    totalPets: petCount.count,
    activeBookings: activeCount.count,
    trainingProgress,
    nextSession: earlierSession(own, teaching),
    recentActivity,
  };
}

/**
 * The user's next training session: one booked for their own pet, or, for a trainer, one they
 * are assigned to teach (a trainer's day is their clients' sessions). Two index-backed lookups,
 * the earlier one wins.
 */
function earlierSession<Session extends { startDate: Date }>(own: Session | undefined, teaching: Session | undefined) {
  if (!own || !teaching) return own ?? teaching ?? null;
  return teaching.startDate < own.startDate ? teaching : own;
}

// Every signed-in visit opens the dashboard: its six reads are prepared once per database
// (decisions.md 85), with the user's id and the time as `userId` and `now`.
const userId = sql.placeholder('userId');
const now = sql.placeholder('now');

const queries = {
  totalPets: (db: Db) =>
    preparedQuery(db, 'dashboard_pets', (db, name) =>
      db
        .select({ count: count() })
        .from(pets)
        .where(and(eq(pets.ownerId, userId), isNull(pets.archivedAt)))
        .prepare(name),
    ),
  activeBookings: (db: Db) =>
    preparedQuery(db, 'dashboard_active_bookings', (db, name) =>
      db
        .select({ count: count() })
        .from(bookings)
        .where(
          and(eq(bookings.ownerId, userId), inArray(bookings.status, ['pending', 'confirmed', 'checked_in']), gt(bookings.endDate, now)),
        )
        .prepare(name),
    ),
  /** The skills bought for the user's current (non-archived) pets: their mean progress is the figure. */
  trainingProgress: (db: Db) =>
    preparedQuery(db, 'dashboard_training_progress', (db, name) =>
      db
        .select({ currentStep: skillProgress.currentStep, completed: skillProgress.completed, steps: trainingSkills.steps })
        .from(skillProgress)
        .innerJoin(cartItems, eq(cartItems.id, skillProgress.cartItemId))
        .innerJoin(pets, eq(pets.id, cartItems.petId))
        .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
        .where(and(eq(pets.ownerId, userId), isNull(pets.archivedAt)))
        .prepare(name),
    ),
  nextSession: (db: Db, whose: 'own' | 'teaching') =>
    preparedQuery(db, `dashboard_next_session_${whose}`, (db, name) =>
      db
        .select({ bookingId: bookings.id, startDate: bookings.startDate, petName: pets.name })
        .from(bookings)
        .innerJoin(pets, eq(pets.id, bookings.petId))
        .where(
          and(
            whose === 'own' ? eq(bookings.ownerId, userId) : eq(bookings.trainerId, userId),
            eq(bookings.serviceType, 'training'),
            ne(bookings.status, 'cancelled'),
            gt(bookings.startDate, now),
          ),
        )
        .orderBy(asc(bookings.startDate), asc(bookings.id))
        .limit(1)
        .prepare(name),
    ),
  latestNotifications: (db: Db) =>
    preparedQuery(db, 'dashboard_notifications', (db, name) =>
      db
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
        .limit(RECENT_ACTIVITY_LIMIT)
        .prepare(name),
    ),
};
