// The stored file behind a vaccination proof address.
import { VACCINATION_PROOF_AREA } from '../../platform/access/resources';
import { uploadKeyFromAddress, type UploadStorage } from '../../platform/uploads/storage';

/** Deletes the proof's file; null or an address outside the proof area is left alone. */
export async function removeProofFile(storage: UploadStorage, address: string | null): Promise<void> {
  const key = address ? uploadKeyFromAddress(address) : null;
  if (key?.startsWith(`${VACCINATION_PROOF_AREA}/`)) await storage.remove(key);
}
