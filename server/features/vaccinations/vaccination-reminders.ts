// The daily vaccination job (issue 12): owners are reminded 30 days and 7 days before a vaccine
// runs out and on the day, once each, and upcoming bookings that the pets' current records no
// longer cover are flagged to their owner. Every instance runs it; a PostgreSQL advisory lock held
// for the transaction lets one do the work at a time, and the unique reminder rows make a second
// run (on another instance, or the same day again) send nothing twice.
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';
import { REMINDER_HORIZON_DAYS, reminderKindFor, reminderText } from '../../../common/vaccine-reminders';
import { bookingVaccinationProblems, spelledDay, vaccineName, type VaccineRules } from '../../../common/vaccines';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';
import { bookings, pets, vaccinationReminders, vaccinations } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import { readBusinessSettings } from '../../domain/business/business-settings';
import type { BusinessSettings } from '../../../common/business-settings';
import { vaccinationRecordsOfPets } from '../../domain/vaccinations/vaccination-records';
import type { AppDeps } from '../../platform/app-deps';
import { scheduleRecurringJob } from '../../platform/jobs/recurring-job';

const REMINDER_LOCK_ID = ADVISORY_LOCKS.vaccinationReminders;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Hourly: a reminder is due once a day, and a missed hour (a restart) costs nothing. */
export function scheduleVaccinationReminders(app: FastifyInstance, deps: AppDeps): void {
  scheduleRecurringJob(app, {
    name: 'The vaccination reminders',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const { vaccines, timeZone } = await readBusinessSettings(deps.db, deps.config);
      return runVaccinationReminders(deps, vaccines, new Date(), timeZone);
    },
  });
}

export type ReminderRun = { reminders: number; flaggedBookings: number };
type JobDeps = Pick<AppDeps, 'db' | 'notifications'>;

export async function runVaccinationReminders(
  deps: JobDeps,
  vaccines: BusinessSettings['vaccines'],
  now: Date,
  timeZone: string,
): Promise<ReminderRun> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REMINDER_LOCK_ID})`);
    const today = calendarDayOf(now, timeZone);
    const reminders = await sendExpiryReminders(deps, tx, today);
    const flaggedBookings = vaccines.policy === 'off' ? 0 : await flagUncoveredBookings(deps, tx, now, today, timeZone, vaccines);
    return { reminders, flaggedBookings };
  });
}

/** Days from `today` to `day` (both 'YYYY-MM-DD'). */
const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

async function sendExpiryReminders(deps: JobDeps, tx: Tx, today: string): Promise<number> {
  // Only each pet's newest record of a vaccine counts: a booster already entered silences the old one.
  const latest = await tx
    .selectDistinctOn([vaccinations.petId, vaccinations.vaccine, sql`coalesce(${vaccinations.otherName}, '')`], {
      id: vaccinations.id,
      vaccine: vaccinations.vaccine,
      otherName: vaccinations.otherName,
      expiresOn: vaccinations.expiresOn,
      petId: pets.id,
      petName: pets.name,
      ownerId: pets.ownerId,
    })
    .from(vaccinations)
    .innerJoin(pets, and(eq(pets.id, vaccinations.petId), isNull(pets.archivedAt)))
    .orderBy(
      vaccinations.petId,
      vaccinations.vaccine,
      sql`coalesce(${vaccinations.otherName}, '')`,
      desc(vaccinations.expiresOn),
      desc(vaccinations.id),
    );
  let sent = 0;
  for (const record of latest) {
    if (record.expiresOn < today || record.expiresOn > addCalendarDays(today, REMINDER_HORIZON_DAYS)) continue;
    const kind = reminderKindFor(daysBetween(today, record.expiresOn));
    if (!kind) continue;
    const claimed = await tx.insert(vaccinationReminders).values({ vaccinationId: record.id, kind }).onConflictDoNothing().returning();
    if (claimed.length === 0) continue;
    await deps.notifications.notify(tx, record.ownerId, {
      type: kind === 'expires_today' ? 'error' : 'warning',
      category: 'bookings',
      ...reminderText(kind, record.petName, vaccineName(record), record.expiresOn),
      data: { url: `/pets/${record.petId}`, petId: record.petId, vaccinationId: record.id },
    });
    sent += 1;
  }
  return sent;
}

/**
 * Upcoming bookings whose pets' records (as they stand now) lapse before the booking's last day
 * get those problems as their `vaccinationWarnings`, and the owner is told once per new set of
 * problems; a booking whose problems were fixed has its warnings cleared.
 */
async function flagUncoveredBookings(
  deps: JobDeps,
  tx: Tx,
  now: Date,
  today: string,
  timeZone: string,
  rules: VaccineRules,
): Promise<number> {
  const upcoming = await tx
    .select()
    .from(bookings)
    .where(and(gt(bookings.endDate, now), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.startDate));
  if (upcoming.length === 0) return 0;
  const petIds = [...new Set(upcoming.flatMap((booking) => [booking.petId, ...booking.additionalPetIds]))];
  const petRows = await tx.select().from(pets).where(inArray(pets.id, petIds));
  const records = await vaccinationRecordsOfPets(tx, petIds);
  // By pet id: searching the lists once per booking made the job quadratic in upcoming bookings.
  const petById = new Map(petRows.map((pet) => [pet.id, pet]));
  const recordsByPet = new Map<number, typeof records>();
  for (const record of records) recordsByPet.set(record.petId, [...(recordsByPet.get(record.petId) ?? []), record]);
  let flagged = 0;
  for (const booking of upcoming) {
    const bookedPets = [booking.petId, ...booking.additionalPetIds].flatMap((id) => petById.get(id) ?? []);
    const lastDay = calendarDayOf(booking.endDate, timeZone);
    // The booking gate's rule (decisions.md 58), so a warning stored at booking time is kept.
    const judged = bookingVaccinationProblems(
      bookedPets.map((pet) => ({ pet, records: recordsByPet.get(pet.id) ?? [] })),
      booking.serviceType,
      lastDay,
      today,
      rules,
    );
    const problems = [...judged.blockers.map((blocker) => blocker.message), ...judged.warnings];
    const stored = booking.vaccinationWarnings ?? [];
    if (sameList(problems, stored)) continue;
    await tx
      .update(bookings)
      .set({ vaccinationWarnings: problems.length > 0 ? problems : null })
      .where(eq(bookings.id, booking.id));
    if (problems.length === 0) continue;
    await deps.notifications.notify(tx, booking.ownerId, {
      type: 'warning',
      category: 'bookings',
      title: 'A booking needs a vaccination',
      message: `Your booking starting ${spelledDay(calendarDayOf(booking.startDate, timeZone))} is at risk: ${problems.join(' ')}`,
      data: { url: `/bookings?booking=${booking.id}`, bookingId: booking.id },
    });
    flagged += 1;
  }
  return flagged;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);
