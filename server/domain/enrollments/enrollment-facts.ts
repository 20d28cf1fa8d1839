// What the refund rule of a paid enrolment reads (decisions.md 72, common/enrollment-refunds.ts):
// the program's sessions for the pet since it enrolled, the training bookings made in the program
// and the sessions its trainer logged, as SQL over the enrolment's own row.
import { sql } from 'drizzle-orm';
import { programEnrollments } from '../../db/schema';

const pe = programEnrollments;
// Spelled out with the table's name: drizzle leaves a column unqualified in a one-table select,
// where inside these subqueries it would name the subquery's own column.
const petId = sql.raw('"program_enrollments"."pet_id"');
const programId = sql.raw('"program_enrollments"."program_id"');
const enrolledAt = sql.raw('"program_enrollments"."created_at"');

/** The earliest start of a booked (not cancelled) or logged session of the program for the pet. */
export const firstSessionAtSql = sql<Date | null>`least(
  (select min(b.start_date) from bookings b
    where b.pet_id = ${petId} and b.program_id = ${programId} and b.service_type = 'training'
      and b.status <> 'cancelled' and b.start_date >= ${enrolledAt}),
  (select min(ts.date) from training_sessions ts
    where ts.pet_id = ${petId} and ts.program_id = ${programId} and ts.date >= ${enrolledAt})
)`.mapWith(pe.createdAt);

/** Whether the pet attended a session of the program: one logged by its trainer, or a completed booking. */
export const attendedSql = sql<boolean>`(
  exists (select 1 from training_sessions ts
    where ts.pet_id = ${petId} and ts.program_id = ${programId} and ts.date >= ${enrolledAt} and ts.date <= now())
  or exists (select 1 from bookings b
    where b.pet_id = ${petId} and b.program_id = ${programId} and b.service_type = 'training'
      and b.status = 'completed' and b.start_date >= ${enrolledAt})
)`.mapWith(Boolean);
