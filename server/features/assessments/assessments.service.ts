// Behaviour assessments (decisions.md 33, decisions.md 16), with the same rules as sessions: a
// client trainer records them; the owner and the pet's client trainers read them; only the
// trainer who assessed changes or deletes one.
import { eq } from 'drizzle-orm';
import type { AssessmentValues } from '../../../common/trainer-schemas';
import type { Db } from '../../db/client';
import { behaviorAssessments } from '../../db/schema';
import { requireAccess, requireClientPet, type AccessUser } from '../../platform/access/access';
import { assessmentView, assessmentViews, type AssessmentView } from './assessment-view';

export async function listPetAssessments(db: Db, user: AccessUser, petId: number): Promise<AssessmentView[]> {
  const pet = await requireAccess(db, user, 'read', 'pet', petId);
  return assessmentViews(db, eq(behaviorAssessments.petId, pet.id));
}

export async function createAssessment(db: Db, user: AccessUser, petId: number, input: AssessmentValues): Promise<AssessmentView> {
  const pet = await requireClientPet(db, user, petId);
  const [row] = await db
    .insert(behaviorAssessments)
    .values({ ...assessmentFields(input), petId: pet.id, assessedBy: user.id })
    .returning();
  return assessmentView(db, row.id);
}

export async function updateAssessment(db: Db, user: AccessUser, id: number, input: AssessmentValues): Promise<AssessmentView> {
  const assessment = await requireAccess(db, user, 'change', 'assessment', id);
  await db
    .update(behaviorAssessments)
    .set({ ...assessmentFields(input), updatedAt: new Date() })
    .where(eq(behaviorAssessments.id, assessment.id));
  return assessmentView(db, assessment.id);
}

export async function deleteAssessment(db: Db, user: AccessUser, id: number): Promise<void> {
  const assessment = await requireAccess(db, user, 'change', 'assessment', id);
  await db.delete(behaviorAssessments).where(eq(behaviorAssessments.id, assessment.id));
}

function assessmentFields(input: AssessmentValues) {
  const { date, socialBehavior, trainingProgress, issues, recommendations, scores } = input;
  return { date, socialBehavior, trainingProgress, issues, recommendations, ...scores };
}
