// Enrolment per pet (decisions.md 5, clarification "Enrolment"): the caller's own pet, a
// published program, once per pet. The enrolment is pinned to the latest version inside the
// same transaction that reads it, with the program row share-locked so a publish cannot slip in
// between; the unique index decides a race between two enrolments of the same pet.
// Issue 31 (decisions.md 72): a free program's enrolment is 'free' and counts at once; a priced
// one is 'pending' at the program's price of the moment until its checkout is paid, and asking
// again for a pending one returns it (the pet row's lock makes concurrent asks one enrolment).
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { COUNTING_ENROLLMENT_STATUSES } from '../../../common/program-choices';
import type { Db } from '../../db/client';
import { pets, programEnrollments, trainingPrograms } from '../../db/schema';
import { findWithAccess, type AccessUser } from '../../platform/access/access';
import type { AppDeps } from '../../platform/app-deps';
import { conflict, conflictOnUnique, HttpError } from '../../platform/errors';
import { notifyEnrollment } from '../../domain/enrollments/enrollment-notifications';
import { enrollmentViews, type EnrollmentView } from './enrollment-view';
import { ALREADY_ENROLLED, NOT_PUBLISHED_YET, PET_NOT_FOUND } from './program-messages';
import { findVisibleProgram, programNotFound } from './program-queries';
import { latestVersionOf } from './program-versions';

/** `{enrolled, petIds}`: which of the caller's pets follow the program. */
export async function enrollmentStatus(db: Db, user: AccessUser, programId: number) {
  const rows = await db
    .select({ petId: programEnrollments.petId })
    .from(programEnrollments)
    .innerJoin(pets, eq(pets.id, programEnrollments.petId))
    .where(
      and(
        eq(programEnrollments.programId, programId),
        eq(pets.ownerId, user.id),
        isNull(pets.archivedAt),
        inArray(programEnrollments.paymentStatus, [...COUNTING_ENROLLMENT_STATUSES]),
      ),
    )
    .orderBy(asc(programEnrollments.petId));
  // A pet keeps its enrolment when the program is later unpublished, so the status still answers.
  if (rows.length === 0 && !(await findVisibleProgram(db, user, programId))) throw programNotFound();
  return { enrolled: rows.length > 0, petIds: rows.map((row) => row.petId) };
}

/** `created`: false when a pending enrolment of the pet was returned again. */
export async function enrollPet(
  deps: AppDeps,
  user: AccessUser,
  programId: number,
  petId: number,
): Promise<{ enrollment: EnrollmentView; created: boolean }> {
  const enrol = () =>
    deps.db.transaction(async (tx) => {
      const [program] = await tx.select().from(trainingPrograms).where(eq(trainingPrograms.id, programId)).for('share');
      const isAuthor = program?.createdBy === user.id;
      const version = program?.published ? await latestVersionOf(tx, program.id) : null;
      if (!program || !version) {
        // Someone else's draft is not found; the author is told why their own cannot be enrolled in.
        if (isAuthor) throw conflict(NOT_PUBLISHED_YET);
        throw programNotFound();
      }
      const pet = await findWithAccess(tx, user, 'change', 'pet', petId, { lock: true });
      if (!pet) throw new HttpError(404, PET_NOT_FOUND);
      const [existing] = await tx
        .select({ id: programEnrollments.id, paymentStatus: programEnrollments.paymentStatus })
        .from(programEnrollments)
        .where(
          and(
            eq(programEnrollments.petId, pet.id),
            eq(programEnrollments.programId, program.id),
            ne(programEnrollments.paymentStatus, 'refunded'),
          ),
        );
      if (existing?.paymentStatus === 'pending') {
        const [view] = await enrollmentViews(tx, eq(programEnrollments.id, existing.id));
        return { enrollment: view, created: false };
      }
      if (existing) throw conflict(ALREADY_ENROLLED);

      // The price owners see now (the latest published version's, read under the program's share
      // lock, so a publish cannot change it meanwhile), kept on the enrolment.
      const priceCents = version.price;
      const [row] = await tx
        .insert(programEnrollments)
        .values({
          userId: user.id,
          petId: pet.id,
          programId: program.id,
          programVersionId: version.id,
          paymentStatus: priceCents > 0 ? 'pending' : 'free',
          priceCents,
        })
        .returning();
      if (row.paymentStatus === 'pending') {
        // Counts (and is announced) once paid: domain/enrollments/enrollment-paid.ts.
        const [view] = await enrollmentViews(tx, eq(programEnrollments.id, row.id));
        return { enrollment: view, created: true };
      }
      await notifyEnrollment(deps, tx, {
        ownerId: user.id,
        authorId: program.createdBy,
        petId: pet.id,
        petName: pet.name,
        programId: program.id,
        programTitle: version.title,
        version: version.version,
      });
      const [view] = await enrollmentViews(tx, eq(programEnrollments.id, row.id));
      return { enrollment: view, created: true };
    });
  return conflictOnUnique(enrol, ALREADY_ENROLLED, 'program_enrollments_pet_program_key');
}
