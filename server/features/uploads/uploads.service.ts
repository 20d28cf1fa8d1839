// Who may fetch an uploaded file: a pet photo goes only to those who may read its pet (owner, or a
// trainer working with it). Anything else, including a file no pet uses any more, is not found.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pets } from '../../db/schema';
import type { SessionUser } from '../../platform/auth-guard';
import { notFound } from '../../platform/errors';
import { canReadPet } from '../../platform/pet-access';
import { imageTypeOfKey, isValidUploadKey, uploadAddress, type StoredFile, type UploadStorage } from '../../platform/storage';

type ServedFile = StoredFile & { contentType: string };

const fileNotFound = () => notFound('The file');

export async function readablePetPhoto(db: Db, storage: UploadStorage, user: SessionUser, fileName: string): Promise<ServedFile> {
  const key = `pets/${fileName}`;
  const contentType = imageTypeOfKey(key);
  if (!isValidUploadKey(key) || !contentType) throw fileNotFound();
  const [pet] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.profilePhoto, uploadAddress(key)), isNull(pets.archivedAt)))
    .limit(1);
  if (!pet || !(await canReadPet(db, user, pet))) throw fileNotFound();
  const file = await storage.get(key);
  if (!file) throw fileNotFound();
  return { ...file, contentType };
}
