// Enrolment per pet (decisions.md 5, clarification "Enrolment"): the caller's own pet, a
// published program, once per pet. The enrolment is pinned to the latest version inside the
// same transaction that reads it, with the program row share-locked so a publish cannot slip in
// between; the unique index decides a race between two enrolments of the same pet.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pets, programEnrollments, trainingPrograms } from '../../db/schema';
import { findWithAccess, type AccessUser } from '../../platform/access/access';
import type { AppDeps } from '../../platform/app-deps';
import { conflict, conflictOnUnique, HttpError } from '../../platform/errors';
import { notifyEnrollment } from './enrollment-notifications';
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
    .where(and(eq(programEnrollments.programId, programId), eq(pets.ownerId, user.id), isNull(pets.archivedAt)))
    .orderBy(asc(programEnrollments.petId));
  // A pet keeps its enrolment when the program is later unpublished, so the status still answers.
  if (rows.length === 0 && !(await findVisibleProgram(db, user, programId))) throw programNotFound();
  return { enrolled: rows.length > 0, petIds: rows.map((row) => row.petId) };
}

export async function enrollPet(deps: AppDeps, user: AccessUser, programId: number, petId: number): Promise<EnrollmentView> {
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
        .select({ id: programEnrollments.id })
        .from(programEnrollments)
        .where(and(eq(programEnrollments.petId, pet.id), eq(programEnrollments.programId, program.id)));
      if (existing) throw conflict(ALREADY_ENROLLED);

      const [row] = await tx
        .insert(programEnrollments)
        .values({ userId: user.id, petId: pet.id, programId: program.id, programVersionId: version.id })
        .returning();
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
      return view;
    });
  return conflictOnUnique(enrol, ALREADY_ENROLLED, 'program_enrollments_pet_program_key');
}
