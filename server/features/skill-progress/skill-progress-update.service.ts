// PUT /api/skill-progress/:id (decisions.md 34, Skill progress): the assigned trainer moves the step
// within 0..last, marks the skill complete (which moves it to the last step), writes notes, or
// points videoProof at one of the item's own uploaded videos. Owners get 403, other trainers 404.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { skillProgressChangeSchema } from '../../../common/skill-schemas';
import { skillProgress, skillProgressVideos } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import type { AppDeps } from '../../platform/app-deps';
import { badInput } from '../../platform/errors';
import { requireTeachingWindow } from '../../domain/skills/teaching-window';
import { progressSubject } from './progress-subject';
import { notifySkillCompleted, notifyStepMoved } from './skill-progress-notifications';
import { progressView, type SkillProgressView } from './skill-progress-view';

type Change = z.output<typeof skillProgressChangeSchema>;

export const stepOutOfRangeMessage = (last: number) => `Step must be between 0 and ${last}`;
export const VIDEO_PROOF_NOT_OURS_MESSAGE = 'Video proof must be a video uploaded for this skill';

export async function updateProgress(
  deps: Pick<AppDeps, 'db' | 'notifications'>,
  user: AccessUser,
  id: number,
  change: Change,
): Promise<SkillProgressView> {
  return deps.db.transaction(async (tx) => {
    const current = await requireAccess(tx, user, 'change', 'skillProgress', id, { lock: true });
    await requireTeachingWindow(tx, current.cartItemId);
    const subject = await progressSubject(tx, current);
    const last = Math.max(0, subject.steps.length - 1);
    if (change.currentStep !== undefined && (change.currentStep < 0 || change.currentStep > last)) {
      throw badInput('currentStep', stepOutOfRangeMessage(last));
    }
    if (change.videoProof !== undefined) {
      const [video] = await tx
        .select({ id: skillProgressVideos.id })
        .from(skillProgressVideos)
        .where(and(eq(skillProgressVideos.skillProgressId, current.id), eq(skillProgressVideos.address, change.videoProof)));
      if (!video) throw badInput('videoProof', VIDEO_PROOF_NOT_OURS_MESSAGE);
    }
    const completed = change.completed ?? current.completed;
    const currentStep = change.completed === true ? last : (change.currentStep ?? current.currentStep);
    const [updated] = await tx
      .update(skillProgress)
      .set({
        currentStep,
        completed,
        ...(change.notes !== undefined ? { notes: change.notes } : {}),
        ...(change.videoProof !== undefined ? { videoProof: change.videoProof } : {}),
        updatedAt: new Date(),
      })
      .where(eq(skillProgress.id, current.id))
      .returning();
    if (completed && !current.completed) await notifySkillCompleted(deps, tx, subject, updated.id);
    else if (currentStep !== current.currentStep) await notifyStepMoved(deps, tx, subject, currentStep, updated.id);
    return progressView(tx, updated);
  });
}
