// POST /api/report-cards/:id/media: a photo (the pet-photo rule: JPEG, PNG or WebP up to 5 MB) or
// a short video (the skill-video rule: MP4, WebM or QuickTime up to the video limit) through the
// upload pipeline, judged by content. The card is checked before a byte is stored and again,
// locked, when the file is recorded; any refusal removes the stored file.
import {
  REPORT_CARD_IMAGE_MAX_BYTES,
  REPORT_CARD_MEDIA_FIELD,
  REPORT_CARD_MEDIA_WRONG_TYPE_MESSAGE,
} from '../../../common/trainer-schemas';
import { PHOTO_TOO_LARGE_MESSAGE } from '../../../common/pet-photo-rules';
import { videoTooLargeMessage } from '../../../common/skill-schemas';
import { reportCardMedia } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import { REPORT_CARD_AREA } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import { payloadTooLarge } from '../../platform/errors';
import type { ReceivedUpload, UploadRule } from '../../platform/uploads/receive-upload';
import { IMAGE_EXTENSION_BY_TYPE, VIDEO_EXTENSION_BY_TYPE } from '../../platform/uploads/storage';
import { reportCardView, type ReportCardView } from './report-card-view';

/** Images and videos in one field: the stream is capped at the larger limit, then each kind is held to its own. */
export function reportCardMediaUpload(videoMaxBytes: number): UploadRule {
  return {
    field: REPORT_CARD_MEDIA_FIELD,
    maxBytes: Math.max(videoMaxBytes, REPORT_CARD_IMAGE_MAX_BYTES),
    accept: { ...IMAGE_EXTENSION_BY_TYPE, ...VIDEO_EXTENSION_BY_TYPE },
    area: REPORT_CARD_AREA,
    messages: {
      missing: 'Please choose a photo or video to upload.',
      // Past the stream's cap the type may be either, so the message names both limits.
      tooLarge: `${PHOTO_TOO_LARGE_MESSAGE} ${videoTooLargeMessage(videoMaxBytes)}`,
      wrongType: REPORT_CARD_MEDIA_WRONG_TYPE_MESSAGE,
    },
  };
}

export async function addReportCardMedia(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  user: AccessUser,
  id: number,
  receive: () => Promise<ReceivedUpload>,
): Promise<ReportCardView> {
  await requireAccess(deps.db, user, 'change', 'reportCard', id);
  const file = await receive();
  try {
    const isImage = file.contentType.startsWith('image/');
    if (file.size > (isImage ? REPORT_CARD_IMAGE_MAX_BYTES : deps.config.videoMaxBytes)) {
      throw payloadTooLarge(isImage ? PHOTO_TOO_LARGE_MESSAGE : videoTooLargeMessage(deps.config.videoMaxBytes), REPORT_CARD_MEDIA_FIELD);
    }
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
