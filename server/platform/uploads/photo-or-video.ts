// A photo or a short video in one field (a report card's media, a stay journal entry's): the
// pet-photo rule for images (JPEG, PNG or WebP up to 5 MB) and the skill-video rule for videos
// (MP4, WebM or QuickTime up to the video limit), judged by content. The stream is capped at the
// larger limit; each kind is then held to its own (photoOrVideoTooLarge).
import {
  REPORT_CARD_IMAGE_MAX_BYTES as PHOTO_MAX_BYTES,
  REPORT_CARD_MEDIA_FIELD as PHOTO_OR_VIDEO_FIELD,
  REPORT_CARD_MEDIA_WRONG_TYPE_MESSAGE as PHOTO_OR_VIDEO_WRONG_TYPE_MESSAGE,
} from '../../../common/trainer-schemas';
import { PHOTO_TOO_LARGE_MESSAGE } from '../../../common/pet-photo-rules';
import { videoTooLargeMessage } from '../../../common/skill-schemas';
import { payloadTooLarge } from '../errors';
import type { ReceivedUpload, UploadRule } from './receive-upload';
import { IMAGE_EXTENSION_BY_TYPE, VIDEO_EXTENSION_BY_TYPE } from './storage';

export function photoOrVideoUpload(videoMaxBytes: number, area: string): UploadRule {
  return {
    field: PHOTO_OR_VIDEO_FIELD,
    maxBytes: Math.max(videoMaxBytes, PHOTO_MAX_BYTES),
    accept: { ...IMAGE_EXTENSION_BY_TYPE, ...VIDEO_EXTENSION_BY_TYPE },
    area,
    messages: {
      missing: 'Please choose a photo or video to upload.',
      // Past the stream's cap the type may be either, so the message names both limits.
      tooLarge: `${PHOTO_TOO_LARGE_MESSAGE} ${videoTooLargeMessage(videoMaxBytes)}`,
      wrongType: PHOTO_OR_VIDEO_WRONG_TYPE_MESSAGE,
    },
  };
}

/** 413 for a received photo over the photo limit or a video over the video limit. */
export function refuseOversizedPhotoOrVideo(file: ReceivedUpload, videoMaxBytes: number): void {
  const isImage = file.contentType.startsWith('image/');
  if (file.size > (isImage ? PHOTO_MAX_BYTES : videoMaxBytes)) {
    throw payloadTooLarge(isImage ? PHOTO_TOO_LARGE_MESSAGE : videoTooLargeMessage(videoMaxBytes), PHOTO_OR_VIDEO_FIELD);
  }
}
