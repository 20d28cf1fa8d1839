// Which storage the app's uploads live in: S3-compatible object storage when S3_BUCKET is set
// (several instances share it), otherwise DATA_DIR/uploads on this machine's disk.
import path from 'node:path';
import type { Config } from '../../config';
import { localUploadStorage, type UploadStorage } from './storage';

/** The AWS SDK is loaded only when S3 is configured: it is a large import for every start-up. */
export async function uploadStorageFor(config: Pick<Config, 'dataDir' | 's3'>): Promise<UploadStorage> {
  if (config.s3) return (await import('./s3-storage')).s3UploadStorage(config.s3);
  return localUploadStorage(path.join(config.dataDir, 'uploads'));
}
