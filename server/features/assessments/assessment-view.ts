// A behaviour assessment as the API answers it (common/trainer-schemas: Assessment): the row with
// its pet's and assessor's names and the 1-5 scores grouped, read in one query.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Assessment } from '../../../common/trainer-schemas';
import type { Db, Tx } from '../../db/client';
import { behaviorAssessments, pets, users } from '../../db/schema';
import { personNameSql } from '../../platform/person-name';

export type AssessmentView = Omit<Assessment, 'date' | 'createdAt' | 'updatedAt'> & { date: Date; createdAt: Date; updatedAt: Date };

/** The assessments matching `where`, newest first. */
export async function assessmentViews(db: Db | Tx, where: SQL | undefined, limit = 500): Promise<AssessmentView[]> {
  const rows = await db
    .select({ row: behaviorAssessments, petName: pets.name, assessorName: personNameSql(users) })
    .from(behaviorAssessments)
    .innerJoin(pets, eq(pets.id, behaviorAssessments.petId))
    .innerJoin(users, eq(users.id, behaviorAssessments.assessedBy))
    .where(where)
    .orderBy(desc(behaviorAssessments.date), desc(behaviorAssessments.id))
    .limit(limit);
  return rows.map(({ row, petName, assessorName }) => ({
    id: row.id,
    petId: row.petId,
    petName,
    assessedBy: row.assessedBy,
    assessorName,
    date: row.date,
    socialBehavior: row.socialBehavior,
    trainingProgress: row.trainingProgress,
    issues: row.issues,
    recommendations: row.recommendations,
    scores: {
      sociabilityDogs: row.sociabilityDogs,
      sociabilityPeople: row.sociabilityPeople,
      focus: row.focus,
      impulseControl: row.impulseControl,
      leashManners: row.leashManners,
    },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

export async function assessmentView(db: Db | Tx, id: number): Promise<AssessmentView> {
  const [view] = await assessmentViews(db, eq(behaviorAssessments.id, id), 1);
  return view;
}
