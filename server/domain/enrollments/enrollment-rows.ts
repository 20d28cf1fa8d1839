// A program enrolment's row, found for its owner (issue 31, decisions.md 72): the enrolling owner's
// own, locked; anyone else's answers 404, staff and trainers included (it is the owner's checkout).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paymentIntents, pets, programEnrollments, programVersions, trainingPrograms, users } from '../../db/schema';
import type { AccessUser } from '../../platform/access/access';
import { notFound } from '../../platform/errors';

export type EnrollmentRow = typeof programEnrollments.$inferSelect;
export type EnrollmentIntentRow = typeof paymentIntents.$inferSelect;

export const ENROLLMENT_LABEL = 'The enrolment';

export async function lockOwnEnrollment(tx: Tx, user: AccessUser, enrollmentId: number): Promise<EnrollmentRow> {
  const [row] = await tx.select().from(programEnrollments).where(eq(programEnrollments.id, enrollmentId)).for('update');
  if (!row || row.userId !== user.id) throw notFound(ENROLLMENT_LABEL);
  return row;
}

export async function intentOfEnrollment(tx: Tx, enrollmentId: number): Promise<EnrollmentIntentRow | undefined> {
  const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.enrollmentId, enrollmentId));
  return intent;
}

/** What the messages about an enrolment name: the pet, the program's pinned version, its author and the owner. */
export async function enrollmentNames(tx: Tx, enrollment: EnrollmentRow) {
  const [row] = await tx
    .select({
      petName: pets.name,
      programTitle: programVersions.title,
      version: programVersions.version,
      authorId: trainingPrograms.createdBy,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
    })
    .from(programEnrollments)
    .innerJoin(pets, eq(pets.id, programEnrollments.petId))
    .innerJoin(programVersions, eq(programVersions.id, programEnrollments.programVersionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, programEnrollments.programId))
    .innerJoin(users, eq(users.id, programEnrollments.userId))
    .where(eq(programEnrollments.id, enrollment.id));
  return row;
}
