// An enrolment as the API returns it (enrollmentSchema): the pet, and the curriculum of the
// version it is pinned to, beside the number of the newest version. One query per page.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { enrollmentSchema } from '../../../common/program-schemas';
import type { Db, Tx } from '../../db/client';
import { pets, programEnrollments, programVersions, trainingPrograms, users } from '../../db/schema';
import { versionView } from './program-view';

export type EnrollmentView = z.output<typeof enrollmentSchema>;

/** Enrolments matching `where`, newest first, at most `limit`. */
export async function enrollmentViews(db: Db | Tx, where: SQL | undefined, limit?: number): Promise<EnrollmentView[]> {
  const query = db
    .select({
      enrollment: programEnrollments,
      petName: pets.name,
      program: trainingPrograms,
      version: programVersions,
      author: { username: users.username, firstName: users.firstName, lastName: users.lastName },
      latestVersion:
        sql<number>`(select max(pv.version) from program_versions pv where pv.program_id = ${programEnrollments.programId})`.mapWith(
          Number,
        ),
    })
    .from(programEnrollments)
    .innerJoin(pets, eq(pets.id, programEnrollments.petId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, programEnrollments.programId))
    .innerJoin(programVersions, eq(programVersions.id, programEnrollments.programVersionId))
    .innerJoin(users, eq(users.id, trainingPrograms.createdBy))
    .where(where)
    .orderBy(desc(programEnrollments.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ enrollment, petName, program, version, author, latestVersion }) => ({
    id: enrollment.id,
    userId: enrollment.userId,
    petId: enrollment.petId,
    petName,
    programId: enrollment.programId,
    version: version.version,
    latestVersion,
    program: versionView(program, version, author),
    createdAt: enrollment.createdAt,
  }));
}
