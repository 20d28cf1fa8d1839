// POST /api/report-cards/:id/media: a photo (the pet-photo rule: JPEG, PNG or WebP up to 5 MB) or
// a short video (the skill-video rule: MP4, WebM or QuickTime up to the video limit) through the
// upload pipeline, judged by content. The card is checked before a byte is stored and again,
// locked, when the file is recorded; any refusal removes the stored file.
import { reportCardMedia } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import { REPORT_CARD_AREA } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import type { ReceivedUpload, UploadRule } from '../../platform/uploads/receive-upload';
import { photoOrVideoUpload, refuseOversizedPhotoOrVideo } from '../../platform/uploads/photo-or-video';
import { reportCardView, type ReportCardView } from './report-card-view';

export const reportCardMediaUpload = (videoMaxBytes: number): UploadRule => photoOrVideoUpload(videoMaxBytes, REPORT_CARD_AREA);

export async function addReportCardMedia(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  user: AccessUser,
  id: number,
  receive: () => Promise<ReceivedUpload>,
): Promise<ReportCardView> {
  await requireAccess(deps.db, user, 'change', 'reportCard', id);
  const file = await receive();
  try {
    refuseOversizedPhotoOrVideo(file, deps.config.videoMaxBytes);
    return await deps.db.transaction(async (tx) => {
      const card = await requireAccess(tx, user, 'change', 'reportCard', id, { lock: true });
      await tx
        .insert(reportCardMedia)
        .values({ reportCardId: card.id, address: file.address, contentType: file.contentType, sizeBytes: file.size });
      return reportCardView(tx, card.id);
    });
  } catch (error) {
    await deps.storage.remove(file.key);
    throw error;
  }
}
