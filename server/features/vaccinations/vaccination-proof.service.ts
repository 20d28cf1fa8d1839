// A vaccination record's proof: a PDF or a photo, checked by its content (not its name), stored
// under a random name; a previous proof is removed once the new one is in place.
import { eq } from 'drizzle-orm';
import {
  PROOF_MISSING_MESSAGE,
  PROOF_TOO_LARGE_MESSAGE,
  PROOF_WRONG_TYPE_MESSAGE,
  VACCINE_PROOF_MAX_BYTES,
} from '../../../common/vaccination-schemas';
import type { Db } from '../../db/client';
import { vaccinations } from '../../db/schema';
import { requireAccess } from '../../platform/access/access';
import { VACCINATION_PROOF_AREA, type VaccinationRow } from '../../platform/access/resources';
import type { SessionUser } from '../../platform/auth-guard';
import type { ReceivedUpload, UploadRule } from '../../platform/uploads/receive-upload';
import { DOCUMENT_EXTENSION_BY_TYPE, type UploadStorage } from '../../platform/uploads/storage';
import { removeProofFile } from './vaccination-proof-file';
import { UNVERIFIED } from './vaccinations.service';

export const VACCINATION_PROOF_UPLOAD: UploadRule = {
  field: 'proof',
  maxBytes: VACCINE_PROOF_MAX_BYTES,
  accept: DOCUMENT_EXTENSION_BY_TYPE,
  area: VACCINATION_PROOF_AREA,
  messages: { missing: PROOF_MISSING_MESSAGE, tooLarge: PROOF_TOO_LARGE_MESSAGE, wrongType: PROOF_WRONG_TYPE_MESSAGE },
};

/**
 * Stores the uploaded file (`receive` streams it into storage) as the record's proof. The record
 * is checked before a byte is stored, and again, locked, when the proof is set, so a record
 * deleted meanwhile leaves no orphan file.
 */
export async function setVaccinationProof(
  db: Db,
  storage: UploadStorage,
  user: SessionUser,
  id: number,
  receive: () => Promise<ReceivedUpload>,
): Promise<VaccinationRow> {
  await requireAccess(db, user, 'change', 'vaccination', id);
  const proof = await receive();
  try {
    const { updated, previousProof } = await db.transaction(async (tx) => {
      const record = await requireAccess(tx, user, 'change', 'vaccination', id, { lock: true });
      const [row] = await tx
        .update(vaccinations)
        // A new proof must be looked at again (decisions.md 58).
        .set({ proof: proof.address, ...UNVERIFIED, updatedAt: new Date() })
        .where(eq(vaccinations.id, record.id))
        .returning();
      return { updated: row, previousProof: record.proof };
    });
    await removeProofFile(storage, previousProof);
    return updated;
  } catch (error) {
    await storage.remove(proof.key);
    throw error;
  }
}
