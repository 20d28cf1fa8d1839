// A trainer's public photo (decisions.md 66): checked by its content like a pet photo, stored
// under a random name, and the previous photo removed once the new one is in place.
import { eq } from 'drizzle-orm';
import { PET_PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, PHOTO_WRONG_TYPE_MESSAGE } from '../../../common/pet-photo-rules';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { requireRole } from '../../platform/access/access';
import { TRAINER_PHOTO_AREA } from '../../platform/access/resources';
import type { SessionUser } from '../../platform/auth-guard';
import type { ReceivedUpload, UploadRule } from '../../platform/uploads/receive-upload';
import { IMAGE_EXTENSION_BY_TYPE, uploadKeyFromAddress, type UploadStorage } from '../../platform/uploads/storage';

export const ONLY_TRAINERS_PHOTO_MESSAGE = 'Only trainers have a public photo.';

export const TRAINER_PHOTO_UPLOAD: UploadRule = {
  field: 'file',
  maxBytes: PET_PHOTO_MAX_BYTES,
  accept: IMAGE_EXTENSION_BY_TYPE,
  area: TRAINER_PHOTO_AREA,
  messages: { missing: 'Please choose a photo to upload.', tooLarge: PHOTO_TOO_LARGE_MESSAGE, wrongType: PHOTO_WRONG_TYPE_MESSAGE },
};

/** Stores the uploaded photo (`receive` streams it into storage) as the trainer's public photo. */
export async function setTrainerPhoto(db: Db, storage: UploadStorage, user: SessionUser, receive: () => Promise<ReceivedUpload>) {
  requireRole(user, 'trainer', ONLY_TRAINERS_PHOTO_MESSAGE);
  const photo = await receive();
  try {
    const previous = await db.transaction(async (tx) => {
      // Locked, so two uploads at once cannot both keep the same "previous" photo.
      const [row] = await tx.select({ photo: users.photoAddress }).from(users).where(eq(users.id, user.id)).for('update');
      await tx.update(users).set({ photoAddress: photo.address }).where(eq(users.id, user.id));
      return row?.photo ?? null;
    });
    const key = previous ? uploadKeyFromAddress(previous) : null;
    if (key?.startsWith(`${TRAINER_PHOTO_AREA}/`)) await storage.remove(key);
  } catch (error) {
    await storage.remove(photo.key);
    throw error;
  }
}
