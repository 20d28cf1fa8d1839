// Who may fetch an uploaded file: whoever may read what uses it (a pet photo or a vaccination
// proof: the pet's owner or a trainer working with the pet). Anything else, including a file
// nothing uses any more, is not found.
import type { Db } from '../../db/client';
import { requireAccess } from '../../platform/access/access';
import type { SessionUser } from '../../platform/auth-guard';
import { notFound } from '../../platform/errors';
import { isValidUploadKey, servedTypeOfKey, uploadAddress, type StoredFile, type UploadStorage } from '../../platform/uploads/storage';

type ServedFile = StoredFile & { contentType: string };

const fileNotFound = () => notFound('The file');

export async function readableUpload(db: Db, storage: UploadStorage, user: SessionUser, key: string): Promise<ServedFile> {
  const contentType = servedTypeOfKey(key);
  if (!isValidUploadKey(key) || !contentType) throw fileNotFound();
  await requireAccess(db, user, 'read', 'upload', uploadAddress(key));
  const file = await storage.get(key);
  if (!file) throw fileNotFound();
  return { ...file, contentType };
}
