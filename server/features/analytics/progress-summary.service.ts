// GET /api/pets/:petId/progress-summary: the owner's smaller view of how a pet is doing (issue 11):
// each skill's progress and the assessment scores over time. The owner sees every skill of the
// pet; a client trainer only the skills assigned to them (skills stay private to the owner and
// the assigned trainer, as in the access module).
import { and, asc, eq, sql } from 'drizzle-orm';
import { skillProgressPercent } from '../../../common/skill-progress';
import type { Db } from '../../db/client';
import { cartItems, skillProgress, trainingSkills } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import { assessmentScores, type AssessmentPoint } from './analytics.service';

export type ProgressSummaryView = { skills: { name: string; percent: number; completed: boolean }[]; assessmentScores: AssessmentPoint[] };

export async function progressSummary(db: Db, user: AccessUser, petId: number, timeZone: string): Promise<ProgressSummaryView> {
  const pet = await requireAccess(db, user, 'read', 'pet', petId);
  const rows = await db
    .select({
      name: trainingSkills.name,
      currentStep: skillProgress.currentStep,
      stepCount: sql<number>`jsonb_array_length(${trainingSkills.steps})`,
      completed: skillProgress.completed,
    })
    .from(skillProgress)
    .innerJoin(cartItems, eq(cartItems.id, skillProgress.cartItemId))
    .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
    .where(and(eq(cartItems.petId, pet.id), pet.ownerId === user.id ? undefined : eq(skillProgress.trainerId, user.id)))
    .orderBy(asc(trainingSkills.name), asc(skillProgress.id));
  return {
    skills: rows.map((row) => ({
      name: row.name,
      percent: skillProgressPercent(row.currentStep, Number(row.stepCount), row.completed),
      completed: row.completed,
    })),
    assessmentScores: await assessmentScores(db, { petId: pet.id, timeZone }),
  };
}
