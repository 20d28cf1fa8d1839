// An enrolment as the API returns it (enrollmentSchema): the pet, and the curriculum of the
// version it is pinned to, beside the number of the newest version. One query per page.
// Issue 31 (decisions.md 72): its payment, and for a paid one what withdrawing now would refund.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { enrollmentRefundDecision, refundDeadline } from '../../../common/enrollment-refunds';
import type { z } from 'zod';
import type { enrollmentSchema } from '../../../common/program-schemas';
import type { Db, Tx } from '../../db/client';
import { paymentIntents, pets, programEnrollments, programVersions, trainingPrograms, users } from '../../db/schema';
import { attendedSql, firstSessionAtSql } from '../../domain/enrollments/enrollment-facts';
import { versionView, type ProgramOfVersion } from './program-view';

export type EnrollmentView = z.output<typeof enrollmentSchema>;

/** The select every enrolment read shares: the enrolment with its pet's name, program, version and payment. */
export function selectEnrollments(db: Db | Tx) {
  return db
    .select({
      enrollment: programEnrollments,
      petName: pets.name,
      // Only what versionView shows of the program: its working copy (content up to 256 KB) is not the enrolment's.
      program: {
        id: trainingPrograms.id,
        createdBy: trainingPrograms.createdBy,
        published: trainingPrograms.published,
        createdAt: trainingPrograms.createdAt,
      } satisfies Record<keyof ProgramOfVersion, unknown>,
      version: programVersions,
      author: { username: users.username, firstName: users.firstName, lastName: users.lastName },
      latestVersion:
        sql<number>`(select max(pv.version) from program_versions pv where pv.program_id = ${programEnrollments.programId})`.mapWith(
          Number,
        ),
      paidAt: paymentIntents.paidAt,
      firstSessionAt: firstSessionAtSql,
      attended: attendedSql,
    })
    .from(programEnrollments)
    .innerJoin(pets, eq(pets.id, programEnrollments.petId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, programEnrollments.programId))
    .innerJoin(programVersions, eq(programVersions.id, programEnrollments.programVersionId))
    .innerJoin(users, eq(users.id, trainingPrograms.createdBy))
    .leftJoin(paymentIntents, eq(paymentIntents.enrollmentId, programEnrollments.id));
}

type EnrollmentRow = Awaited<ReturnType<typeof selectEnrollments>>[number];

/** Enrolments matching `where`, newest first, at most `limit`. */
export async function enrollmentViews(db: Db | Tx, where: SQL | undefined, limit?: number, now = new Date()): Promise<EnrollmentView[]> {
  const query = selectEnrollments(db).where(where).orderBy(desc(programEnrollments.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => enrollmentViewOf(row, now));
}

/** One row of selectEnrollments as the API sends it. */
export function enrollmentViewOf(
  { enrollment, petName, program, version, author, latestVersion, paidAt, firstSessionAt, attended }: EnrollmentRow,
  now: Date,
): EnrollmentView {
  return {
    id: enrollment.id,
    userId: enrollment.userId,
    petId: enrollment.petId,
    petName,
    programId: enrollment.programId,
    version: version.version,
    latestVersion,
    program: versionView(program, version, author),
    paymentStatus: enrollment.paymentStatus,
    priceCents: enrollment.priceCents,
    paidAt: enrollment.paymentStatus === 'paid' || enrollment.paymentStatus === 'refunded' ? paidAt : null,
    refund: enrollment.paymentStatus === 'paid' && paidAt ? refundView(enrollment.priceCents, paidAt, firstSessionAt, attended, now) : null,
    createdAt: enrollment.createdAt,
  };
}

function refundView(amountCents: number, paidAt: Date, firstSessionAt: Date | null, attended: boolean, now: Date) {
  const decision = enrollmentRefundDecision({ paidAt, firstSessionAt, attended }, now);
  return {
    refundable: decision.refundable,
    amountCents: decision.refundable ? amountCents : 0,
    message: decision.refundable ? null : decision.message,
    // Before the first session the refund holds until it starts; after, until the 14 days end.
    deadline: decision.refundable && decision.why === 'within_days' ? refundDeadline(paidAt) : null,
  };
}
