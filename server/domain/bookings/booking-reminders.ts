// The day-before reminders (issue 30, item 6; decisions.md 65). From 10:00 in the business's time
// zone, every pending or confirmed booking that starts tomorrow reminds its owner once: when to come
// and what to bring from the pets' care instructions. It is a notification in the 'bookings'
// category, so the owner's e-mail preference decides whether it is also mailed (the notification
// e-mail rule). A booking made later that day is reminded on the job's next run; one starting today
// is not (too late to be a reminder). Every instance runs the job; the advisory lock lets one work
// at a time and the booking_reminders row, taken in the sending transaction, keeps it to one.
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SERVICE_TYPES } from '../../../common/booking-choices';
import { BOOKING_REMINDER_TIME, bookingReminderText, type ReminderPet } from '../../../common/booking-reminders';
import { addCalendarDays, calendarDayOf, instantAt, wallClock } from '../../../common/business-time';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';
import { bookingReminders, bookings, petCare, pets, users } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import { scheduleRecurringJob } from '../../platform/jobs/recurring-job';
import { personNameSql } from '../../platform/person-name';
import { readBusinessSettings } from '../business/business-settings';

type Deps = Pick<AppDeps, 'db' | 'notifications'>;

/** A booking made after 10:00 the day before waits at most this long for its reminder. */
const CHECK_EVERY_MS = 15 * 60 * 1000;

/** Every instance with background jobs checks every 15 minutes (the lock makes one do the work). */
export function scheduleBookingReminders(app: Parameters<typeof scheduleRecurringJob>[0], deps: Deps & Pick<AppDeps, 'config'>): void {
  scheduleRecurringJob(app, {
    name: 'The booking reminders',
    everyMs: CHECK_EVERY_MS,
    run: async () => {
      const { timeZone } = await readBusinessSettings(deps.db, deps.config);
      return sendBookingReminders(deps, timeZone);
    },
  });
}

/** Reminds the owner of every booking starting tomorrow not yet reminded, once it is 10:00; returns how many went. */
export async function sendBookingReminders(deps: Deps, timeZone: string, now = new Date()): Promise<number> {
  if (wallClock(now, timeZone) < BOOKING_REMINDER_TIME) return 0;
  const tomorrow = addCalendarDays(calendarDayOf(now, timeZone), 1);
  const from = instantAt(tomorrow, '00:00', timeZone);
  const to = instantAt(addCalendarDays(tomorrow, 1), '00:00', timeZone);
  return deps.db.transaction(async (tx) => {
    // Taken before reading, so a second instance reads only after the first one's rows committed.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.bookingReminders})`);
    const due = await dueBookings(tx, from, to);
    if (due.length === 0) return 0;
    const petsById = await petsWithCare(tx, [...new Set(due.flatMap((booking) => [booking.petId, ...booking.additionalPetIds]))]);
    let sent = 0;
    for (const booking of due) {
      const claimed = await tx.insert(bookingReminders).values({ bookingId: booking.id }).onConflictDoNothing().returning();
      if (claimed.length === 0) continue;
      const text = bookingReminderText({
        serviceType: booking.serviceType,
        pets: [booking.petId, ...booking.additionalPetIds].flatMap((id) => petsById.get(id) ?? []),
        startDay: calendarDayOf(booking.startDate, timeZone),
        startTime: wallClock(booking.startDate, timeZone).slice(0, 5),
        endDay: calendarDayOf(booking.endDate, timeZone),
        endTime: wallClock(booking.endDate, timeZone).slice(0, 5),
        trainerName: booking.trainerName,
      });
      await deps.notifications.notify(tx, booking.ownerId, {
        type: 'info',
        category: 'bookings',
        ...text,
        data: { url: `/bookings?booking=${booking.id}`, bookingId: booking.id },
      });
      sent += 1;
    }
    return sent;
  });
}

/** Pending and confirmed bookings starting in [from, to) with no reminder yet. */
async function dueBookings(tx: Tx, from: Date, to: Date) {
  const trainer = alias(users, 'trainer');
  return tx
    .select({
      id: bookings.id,
      ownerId: bookings.ownerId,
      petId: bookings.petId,
      additionalPetIds: bookings.additionalPetIds,
      serviceType: bookings.serviceType,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      trainerName: sql<string | null>`case when ${trainer.id} is null then null else ${personNameSql(trainer)} end`,
    })
    .from(bookings)
    .leftJoin(trainer, eq(trainer.id, bookings.trainerId))
    .leftJoin(bookingReminders, eq(bookingReminders.bookingId, bookings.id))
    .where(
      and(
        inArray(bookings.status, ['pending', 'confirmed']),
        // Every service named, so the (service_type, start_date) index serves the day's range.
        inArray(bookings.serviceType, SERVICE_TYPES),
        gte(bookings.startDate, from),
        lt(bookings.startDate, to),
        isNull(bookingReminders.bookingId),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.id));
}

async function petsWithCare(tx: Tx, ids: number[]): Promise<Map<number, ReminderPet>> {
  const rows = await tx
    .select({ id: pets.id, name: pets.name, care: petCare.instructions })
    .from(pets)
    .leftJoin(petCare, eq(petCare.petId, pets.id))
    .where(inArray(pets.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, care: row.care }]));
}
