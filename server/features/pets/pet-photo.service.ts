// A pet's profile photo: checked by its content (not its name), stored under a random name,
// and the previous photo removed once the new one is in place.
import { eq } from 'drizzle-orm';
import { PET_PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, PHOTO_WRONG_TYPE_MESSAGE } from '../../../common/pet-photo-rules';
import type { Db } from '../../db/client';
import { pets } from '../../db/schema';
import { requireAccess } from '../../platform/access/access';
import { PET_PHOTO_AREA, type PetRow } from '../../platform/access/resources';
import type { SessionUser } from '../../platform/auth-guard';
import type { ReceivedUpload, UploadRule } from '../../platform/uploads/receive-upload';
import { IMAGE_EXTENSION_BY_TYPE, type UploadStorage } from '../../platform/uploads/storage';
import { removePhotoFile } from './pets.service';

export const PET_PHOTO_UPLOAD: UploadRule = {
  field: 'photo',
  maxBytes: PET_PHOTO_MAX_BYTES,
  accept: IMAGE_EXTENSION_BY_TYPE,
  area: PET_PHOTO_AREA,
  messages: { missing: 'Please choose a photo to upload.', tooLarge: PHOTO_TOO_LARGE_MESSAGE, wrongType: PHOTO_WRONG_TYPE_MESSAGE },
};

/**
 * Stores the uploaded photo (`receive` streams it into storage) and makes it the owner's pet's
 * profile photo. The pet is checked before a byte is stored, and again, locked, when the photo is
 * set, so a pet deleted meanwhile leaves no orphan file.
 */
export async function setPetPhoto(
  db: Db,
  storage: UploadStorage,
  user: SessionUser,
  petId: number,
  receive: () => Promise<ReceivedUpload>,
): Promise<PetRow> {
  await requireAccess(db, user, 'change', 'pet', petId);
  const photo = await receive();
  try {
    const { updated, previousPhoto } = await db.transaction(async (tx) => {
      // Locked, so two uploads at once cannot both keep the same "previous" photo.
      const pet = await requireAccess(tx, user, 'change', 'pet', petId, { lock: true });
      const [row] = await tx.update(pets).set({ profilePhoto: photo.address }).where(eq(pets.id, pet.id)).returning();
      return { updated: row, previousPhoto: pet.profilePhoto };
    });
    await removePhotoFile(storage, previousPhoto);
    return updated;
  } catch (error) {
    await storage.remove(photo.key);
    throw error;
  }
}
