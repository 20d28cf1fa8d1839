// What a report card or a message may carry (photos and short videos) without zod: the forms that
// attach media need only these (common/trainer-schemas.ts re-exports them).
import { PET_PHOTO_MAX_BYTES, PET_PHOTO_TYPES, PHOTO_TOO_LARGE_MESSAGE } from './pet-photo-rules';
import { SKILL_VIDEO_MAX_BYTES, SKILL_VIDEO_TYPES, videoTooLargeMessage } from './skill-words';

/** The multipart field a report card photo or video travels in. */
export const REPORT_CARD_MEDIA_FIELD = 'file';
/** Report card media: pet-photo images (5 MB) or skill-video containers (200 MB). */
export const REPORT_CARD_IMAGE_TYPES = PET_PHOTO_TYPES;
export const REPORT_CARD_VIDEO_TYPES = SKILL_VIDEO_TYPES;
export const REPORT_CARD_IMAGE_MAX_BYTES = PET_PHOTO_MAX_BYTES;
export const REPORT_CARD_VIDEO_MAX_BYTES = SKILL_VIDEO_MAX_BYTES;
export const REPORT_CARD_MEDIA_WRONG_TYPE_MESSAGE = 'Please upload a JPEG, PNG or WebP photo, or an MP4, WebM or QuickTime video.';

/** Why a chosen file (by its declared type and size) cannot go on a report card, or null. The server checks the bytes. */
export function reportCardMediaProblem(file: { type: string; size: number }): string | null {
  const type = file.type.split(';')[0].trim().toLowerCase();
  if ((REPORT_CARD_IMAGE_TYPES as readonly string[]).includes(type)) {
    return file.size > REPORT_CARD_IMAGE_MAX_BYTES ? PHOTO_TOO_LARGE_MESSAGE : null;
  }
  if ((REPORT_CARD_VIDEO_TYPES as readonly string[]).includes(type)) {
    return file.size > REPORT_CARD_VIDEO_MAX_BYTES ? videoTooLargeMessage() : null;
  }
  return REPORT_CARD_MEDIA_WRONG_TYPE_MESSAGE;
}
