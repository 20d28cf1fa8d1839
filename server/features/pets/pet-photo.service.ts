// A pet's profile photo: checked by its content (not its name), stored under a random name,
// and the previous photo removed once the new one is in place.
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { eq } from 'drizzle-orm';
import { PHOTO_WRONG_TYPE_MESSAGE } from '../../../common/pet-photo-rules';
import type { Db } from '../../db/client';
import { pets } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import { lockOwnedPet, petNotFound, type PetRow } from '../../platform/pet-access';
import { IMAGE_EXTENSION_BY_TYPE, uploadAddress, type UploadStorage } from '../../platform/storage';
import { PET_PHOTO_AREA, removePhotoFile } from './pets.service';


/** The file extension for an accepted image, judged by its first bytes; else a 415. */
async function photoExtension(bytes: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && IMAGE_EXTENSION_BY_TYPE[detected.mime];
  if (!extension) throw new HttpError(415, PHOTO_WRONG_TYPE_MESSAGE, { photo: PHOTO_WRONG_TYPE_MESSAGE });
  return extension;
}

/** Stores the photo and makes it the owner's pet's profile photo. */
export async function setPetPhoto(db: Db, storage: UploadStorage, userId: number, petId: number, bytes: Buffer): Promise<PetRow> {
  const key = `${PET_PHOTO_AREA}/${randomBytes(16).toString('hex')}.${await photoExtension(bytes)}`;
  await storage.put(key, bytes);
  const result = await db.transaction(async (tx) => {
    // Locked, so two uploads at once cannot both keep the same "previous" photo.
    const pet = await lockOwnedPet(tx, userId, petId);
    if (!pet) return null;
    const [updated] = await tx.update(pets).set({ profilePhoto: uploadAddress(key) }).where(eq(pets.id, pet.id)).returning();
    return { updated, previousPhoto: pet.profilePhoto };
  });
  if (!result) {
    await storage.remove(key);
    throw petNotFound();
  }
  await removePhotoFile(storage, result.previousPhoto);
  return result.updated;
}
