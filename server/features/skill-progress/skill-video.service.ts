// POST /api/skill-progress/:id/video: the assigned trainer's video proof (decisions.md 10). It
// streams through the upload pipeline (MP4, WebM or QuickTime by content, never held whole in
// memory), becomes the item's videoProof and joins its history. The item is checked before a byte
// is stored and again, locked, when the video is recorded; any refusal removes the stored file.
import { eq } from 'drizzle-orm';
import { SKILL_VIDEO_FIELD, VIDEO_WRONG_TYPE_MESSAGE, videoTooLargeMessage } from '../../../common/skill-schemas';
import { skillProgress, skillProgressVideos } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import { SKILL_VIDEO_AREA } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import type { ReceivedUpload, UploadRule } from '../../platform/uploads/receive-upload';
import { VIDEO_EXTENSION_BY_TYPE } from '../../platform/uploads/storage';
import { requireTeachingWindow } from '../../domain/skills/teaching-window';
import { progressSubject } from './progress-subject';
import { notifyVideoAdded } from './skill-progress-notifications';
import { progressView, type SkillProgressView } from './skill-progress-view';

/** The video rule; the limit comes from the config (200 MB unless VIDEO_MAX_BYTES says less). */
export function skillVideoUpload(maxBytes: number): UploadRule {
  return {
    field: SKILL_VIDEO_FIELD,
    maxBytes,
    accept: VIDEO_EXTENSION_BY_TYPE,
    area: SKILL_VIDEO_AREA,
    messages: {
      missing: 'Please choose a video to upload.',
      tooLarge: videoTooLargeMessage(maxBytes),
      wrongType: VIDEO_WRONG_TYPE_MESSAGE,
    },
  };
}

export async function addSkillVideo(
  deps: Pick<AppDeps, 'db' | 'storage' | 'notifications'>,
  user: AccessUser,
  id: number,
  receive: () => Promise<ReceivedUpload>,
): Promise<SkillProgressView> {
  const item = await requireAccess(deps.db, user, 'change', 'skillProgress', id);
  await requireTeachingWindow(deps.db, item.cartItemId);
  const video = await receive();
  try {
    return await deps.db.transaction(async (tx) => {
      const current = await requireAccess(tx, user, 'change', 'skillProgress', id, { lock: true });
      await requireTeachingWindow(tx, current.cartItemId);
      await tx.insert(skillProgressVideos).values({
        skillProgressId: current.id,
        address: video.address,
        contentType: video.contentType,
        sizeBytes: video.size,
        uploadedBy: user.id,
      });
      const [updated] = await tx
        .update(skillProgress)
        .set({ videoProof: video.address, updatedAt: new Date() })
        .where(eq(skillProgress.id, current.id))
        .returning();
      await notifyVideoAdded(deps, tx, await progressSubject(tx, current), current.id);
      return progressView(tx, updated);
    });
  } catch (error) {
    await deps.storage.remove(video.key);
    throw error;
  }
}
