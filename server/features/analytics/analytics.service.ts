// GET /api/trainer/analytics (issue 11): every figure is a SQL aggregate (GROUP BY week, a
// generate_series of nights), so it stays fast with 100,000 bookings and never loads rows it
// only counts. Weeks start on Monday (date_trunc('week')) in the business time zone.
// Whose figures: bookings and sessions with the calling trainer, skills assigned to them, their
// assessments; occupancy is the business's (boarding capacity is shared).
import { sql } from 'drizzle-orm';
import type { BookingsWeek, OccupancyNight, SessionsWeek, SkillStat } from '../../../common/trainer-analytics-schemas';
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';
import type { Db } from '../../db/client';
import { type AccessUser } from '../../platform/access/access';
import { sqlRows } from '../../platform/sql-rows';
import type { AnalyticsRange } from './analytics-range';
import { boardedPetsByNightSql } from '../../domain/bookings/boarded-nights';

export const OCCUPANCY_NIGHTS = 30;
/** The most assessment points a chart draws. */
const MAX_ASSESSMENT_POINTS = 2000;

export type AssessmentPoint = {
  petId: number;
  petName: string;
  date: string;
  sociabilityDogs: number | null;
  sociabilityPeople: number | null;
  focus: number | null;
  impulseControl: number | null;
  leashManners: number | null;
};

/** Local midnight of a calendar day in the zone, as SQL. */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;

/** Bookings with the trainer by the week they start: how many (not cancelled), paid, refunded and net. */
export async function bookingsByWeek(db: Db, trainerId: number, range: AnalyticsRange): Promise<BookingsWeek[]> {
  const { from, to, timeZone: tz } = range;
  const rows = await sqlRows<{ week: string; bookings: number; paid: string | number; refunded: string | number }>(
    db,
    sql`
    with weeks as (
      select generate_series(date_trunc('week', ${from}::date::timestamp), date_trunc('week', ${to}::date::timestamp), interval '1 week')::date as week
    ), per_week as (
      select date_trunc('week', b.start_date at time zone ${tz})::date as week,
        count(distinct b.id) filter (where b.status <> 'cancelled') as bookings,
        -- An occurrence paid with its series' one checkout (decisions.md 68) counts its own price; a
        -- booking may have several intents and refunds (a deposit and its balance, decisions.md 71),
        -- so each is summed on its own, never joined into one another.
        coalesce(sum((
          select coalesce(sum(case when pi.series_id is null then pi.amount else b.total_price end), 0)
          from payment_intents pi
          where pi.status = 'succeeded'
            and (pi.booking_id = b.id or (pi.series_id = b.series_id and pi.id = b.stripe_payment_intent_id))
        )), 0) as paid,
        coalesce(sum((select coalesce(sum(pr.amount), 0) from payment_refunds pr where pr.booking_id = b.id)), 0) as refunded
      from bookings b
      where b.trainer_id = ${trainerId}
        and b.start_date >= ${dayStart(from, tz)} and b.start_date < ${dayStart(addCalendarDays(to, 1), tz)}
      group by 1
    )
    select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(p.bookings, 0)::int as bookings,
      coalesce(p.paid, 0)::bigint as paid, coalesce(p.refunded, 0)::bigint as refunded
    from weeks w left join per_week p on p.week = w.week
    order by w.week`,
  );
  return rows.map((row) => {
    const paidCents = Number(row.paid);
    const refundedCents = Number(row.refunded);
    return { week: row.week, bookings: Number(row.bookings), paidCents, refundedCents, netCents: paidCents - refundedCents };
  });
}

/**
 * Boarding pets on each of the next 30 nights against capacity: the count the occupancy report and
 * the capacity rule share (domain/bookings/boarded-nights.ts). Each stay is spelled out into its
 * nights once and joined on the night: matching every stay against every night recomputed the
 * stay's length for each pair (3.3 ms at 100,000 bookings; now 0.5).
 */
export async function occupancy(db: Db, capacity: number, timeZone: string, now = new Date()): Promise<OccupancyNight[]> {
  const first = calendarDayOf(now, timeZone);
  const nights = await boardedPetsByNightSql(db, first, addCalendarDays(first, OCCUPANCY_NIGHTS - 1), timeZone);
  return nights.map((night) => ({ ...night, capacity }));
}

/** Per skill assigned to the trainer: completions in the range and their average days from assignment to completion. */
export async function skillStats(db: Db, trainerId: number, range: AnalyticsRange): Promise<SkillStat[]> {
  const { from, to, timeZone: tz } = range;
  const inRange = sql`sp.completed and sp.updated_at >= ${dayStart(from, tz)} and sp.updated_at < ${dayStart(addCalendarDays(to, 1), tz)}`;
  const rows = await sqlRows<{ skillId: number; name: string; completed: number; averageDays: string | number | null }>(
    db,
    sql`
    select ts.id as "skillId", ts.name, (count(*) filter (where ${inRange}))::int as completed,
      round((avg(extract(epoch from sp.updated_at - sp.created_at)) filter (where ${inRange}) / 86400)::numeric, 1) as "averageDays"
    from skill_progress sp
    join cart_items ci on ci.id = sp.cart_item_id
    join training_skills ts on ts.id = ci.skill_id
    where sp.trainer_id = ${trainerId}
    group by ts.id, ts.name
    order by ts.name, ts.id`,
  );
  return rows.map((row) => ({
    skillId: Number(row.skillId),
    name: row.name,
    completed: Number(row.completed),
    averageDaysToComplete: row.averageDays === null ? null : Number(row.averageDays),
  }));
}

/** The trainer's logged sessions per week. */
export async function sessionsByWeek(db: Db, trainerId: number, range: AnalyticsRange): Promise<SessionsWeek[]> {
  const { from, to, timeZone: tz } = range;
  const rows = await sqlRows<{ week: string; sessions: number }>(
    db,
    sql`
    with weeks as (
      select generate_series(date_trunc('week', ${from}::date::timestamp), date_trunc('week', ${to}::date::timestamp), interval '1 week')::date as week
    ), per_week as (
      select date_trunc('week', s.date at time zone ${tz})::date as week, count(*)::int as sessions
      from training_sessions s
      where s.trainer_id = ${trainerId} and s.date >= ${dayStart(from, tz)} and s.date < ${dayStart(addCalendarDays(to, 1), tz)}
      group by 1
    )
    select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(p.sessions, 0)::int as sessions
    from weeks w left join per_week p on p.week = w.week
    order by w.week`,
  );
  return rows.map((row) => ({ week: row.week, sessions: Number(row.sessions) }));
}

/** Assessment scores over time, per pet: the trainer's own assessments in the range, or (petId given) every assessment of one pet. */
export async function assessmentScores(
  db: Db,
  filter: { trainerId: number; range: AnalyticsRange } | { petId: number; timeZone: string },
): Promise<AssessmentPoint[]> {
  const tz = 'range' in filter ? filter.range.timeZone : filter.timeZone;
  const where =
    'range' in filter
      ? sql`a.assessed_by = ${filter.trainerId} and a.date >= ${dayStart(filter.range.from, tz)}
          and a.date < ${dayStart(addCalendarDays(filter.range.to, 1), tz)}`
      : sql`a.pet_id = ${filter.petId}`;
  const rows = await sqlRows<AssessmentPoint>(
    db,
    sql`
    select a.pet_id as "petId", p.name as "petName", to_char(a.date at time zone ${tz}, 'YYYY-MM-DD') as date,
      a.sociability_dogs as "sociabilityDogs", a.sociability_people as "sociabilityPeople", a.focus,
      a.impulse_control as "impulseControl", a.leash_manners as "leashManners"
    from behavior_assessments a join pets p on p.id = a.pet_id
    where ${where} and p.archived_at is null
    order by p.name, a.pet_id, a.date, a.id
    limit ${MAX_ASSESSMENT_POINTS}`,
  );
  return rows.map((row) => ({ ...row, petId: Number(row.petId) }));
}

export async function trainerAnalytics(db: Db, user: AccessUser, range: AnalyticsRange, boardingCapacity: number) {
  // One after another: the app shares a small pool, and each is a single aggregate query.
  return {
    bookingsByWeek: await bookingsByWeek(db, user.id, range),
    occupancy: await occupancy(db, boardingCapacity, range.timeZone),
    skills: await skillStats(db, user.id, range),
    sessionsByWeek: await sessionsByWeek(db, user.id, range),
    assessmentScores: await assessmentScores(db, { trainerId: user.id, range }),
  };
}
