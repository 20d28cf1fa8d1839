// Uploaded files (pet photos, video proofs) behind one small interface: a local directory,
// DATA_DIR/uploads (below), or S3-compatible object storage shared by several app instances
// (s3-storage.ts); storage-for.ts picks one from the config, and no feature can tell which.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file's key: '<area>/<name>.<ext>', e.g. 'pets/3f9a....png'. Nothing else is accepted. */
const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export type StoredFile = { stream: Readable; size: number };
/** Inclusive byte positions, as an HTTP Range names them. */
export type ByteRange = { start: number; end: number };

export interface UploadStorage {
  /** Stores the bytes under the key, replacing any file already there. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The file (only the bytes of `range` when given; `size` is always the whole file's), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The file's size, or null when there is none (to answer a Range request before reading). */
  sizeOf(key: string): Promise<number | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

export function isValidUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function checkedKey(key: string): string {
  if (!isValidUploadKey(key)) throw new Error(`Invalid upload key: ${key}`);
  return key;
}

export function localUploadStorage(rootDir: string): UploadStorage {
  const fullPath = (key: string) => path.join(rootDir, checkedKey(key));
  return {
    async put(key, body) {
      const target = fullPath(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees half a file.
      const partial = `${target}.partial-${process.pid}-${Date.now()}`;
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(partial, body);
        else await pipeline(body, fs.createWriteStream(partial));
        await fsp.rename(partial, target);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const target = fullPath(key);
      const size = await fileSize(target);
      if (size === null) return null;
      return { stream: fs.createReadStream(target, range ? { start: range.start, end: range.end } : {}), size };
    },
    async sizeOf(key) {
      return fileSize(fullPath(key));
    },
    async remove(key) {
      await fsp.rm(fullPath(key), { force: true });
    },
  };
}

async function fileSize(target: string): Promise<number | null> {
  try {
    const stats = await fsp.stat(target);
    return stats.isFile() ? stats.size : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Files are served at '/uploads/<key>' (server/features/uploads checks who may read them). */
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadAddress(key: string): string {
  return UPLOADS_URL_PREFIX + checkedKey(key);
}

/** The key of an upload address ('/uploads/pets/a.png' -> 'pets/a.png'), or null for any other text. */
export function uploadKeyFromAddress(address: string): string | null {
  if (!address.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = address.slice(UPLOADS_URL_PREFIX.length);
  return isValidUploadKey(key) ? key : null;
}

/** Image uploads accepted anywhere, by MIME type, with the extension their keys end in. */
export const IMAGE_EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Video uploads (skill video proofs): MP4, WebM and QuickTime, by MIME type, with their keys' extensions. */
export const VIDEO_EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

const typeOfExtension = (byType: Readonly<Record<string, string>>, key: string) => {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.keys(byType).find((type) => byType[type] === extension);
};

/** The MIME type an image key's extension stands for ('pets/a.png' -> 'image/png'), or undefined. */
export function imageTypeOfKey(key: string): string | undefined {
  return typeOfExtension(IMAGE_EXTENSION_BY_TYPE, key);
}

/** Documents accepted where a paper may be the proof (vaccinations): PDF or an image. */
export const DOCUMENT_EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  ...IMAGE_EXTENSION_BY_TYPE,
};

/**
 * The MIME type any stored upload is served with, by its key's extension (images, videos and
 * PDFs: 'vaccinations/a.pdf' -> 'application/pdf'), or undefined.
 */
export function uploadTypeOfKey(key: string): string | undefined {
  return typeOfExtension(DOCUMENT_EXTENSION_BY_TYPE, key) ?? typeOfExtension(VIDEO_EXTENSION_BY_TYPE, key);
}
