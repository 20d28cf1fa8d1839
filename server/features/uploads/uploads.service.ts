// Who may fetch an uploaded file: whoever may read what uses it (a pet photo or a vaccination
// proof: the pet's owner or a trainer working with the pet; a skill's video proof: the pet's owner
// and the assigned trainer). Anything else, including a file nothing uses any more, is not found.
import type { Db } from '../../db/client';
import { requireAccess } from '../../platform/access/access';
import type { SessionUser } from '../../platform/auth-guard';
import { notFound } from '../../platform/errors';
import {
  isValidUploadKey,
  uploadAddress,
  uploadTypeOfKey,
  type ByteRange,
  type StoredFile,
  type UploadStorage,
} from '../../platform/uploads/storage';
import { byteRangeOf } from './byte-range';

export type ServedFile =
  (StoredFile & { kind: 'whole' | 'partial'; contentType: string; range: ByteRange | null }) | { kind: 'unsatisfiable'; size: number };

const fileNotFound = () => notFound('The file');

/** The file, or the part of it a Range header asks for; the file is only opened once the range is known to be satisfiable. */
export async function readableUpload(
  db: Db,
  storage: UploadStorage,
  user: SessionUser,
  key: string,
  rangeHeader?: string,
): Promise<ServedFile> {
  const contentType = uploadTypeOfKey(key);
  if (!isValidUploadKey(key) || !contentType) throw fileNotFound();
  await requireAccess(db, user, 'read', 'upload', uploadAddress(key));
  const size = await storage.sizeOf(key);
  if (size === null) throw fileNotFound();
  const answer = byteRangeOf(rangeHeader, size);
  if (answer.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size };
  const range = answer.kind === 'partial' ? answer.range : null;
  const file = await storage.get(key, range ?? undefined);
  if (!file) throw fileNotFound();
  return { ...file, kind: answer.kind, contentType, range };
}
