// One contract for both upload storages: the local directory (DATA_DIR/uploads) and S3-compatible
// object storage (S3_BUCKET), here against s3rver, a local S3-compatible server. Whole files and
// byte ranges read back exactly, streams larger than one multipart part arrive whole, a failed
// stream leaves nothing behind, and missing files are null, not errors.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../tests/helpers/s3-server';
import { s3UploadStorage } from './s3-storage';
import { localUploadStorage, type UploadStorage } from './storage';

const MiB = 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The bytes in 64 KiB chunks, as a multipart request body arrives. */
function chunked(bytes: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
        if (failAfter !== undefined && offset >= failAfter) throw new Error('connection reset by the client');
        yield bytes.subarray(offset, offset + 64 * 1024);
      }
    })(),
  );
}

function uploadStorageContract(name: string, open: () => UploadStorage) {
  describe(`${name} upload storage`, () => {
    let storage: UploadStorage;
    beforeAll(() => {
      storage = open();
    });
    const newKey = (ext = 'png') => `pets/${randomBytes(8).toString('hex')}.${ext}`;

    it('stores bytes and reads back the whole file, a byte range and the size', async () => {
      const key = newKey();
      const bytes = randomBytes(10_000);
      await storage.put(key, bytes);
      expect(await storage.sizeOf(key)).toBe(10_000);
      const whole = await storage.get(key);
      expect(whole?.size).toBe(10_000);
      expect((await readAll(whole!.stream)).equals(bytes)).toBe(true);
      const part = await storage.get(key, { start: 100, end: 199 });
      expect(part?.size).toBe(10_000);
      expect((await readAll(part!.stream)).equals(bytes.subarray(100, 200))).toBe(true);
    });

    it('streams a file larger than one multipart part, and reads a range across the parts', async () => {
      const key = newKey('mp4');
      const bytes = randomBytes(6 * MiB + 12_345);
      await storage.put(key, chunked(bytes));
      expect(await storage.sizeOf(key)).toBe(bytes.length);
      const across = await storage.get(key, { start: 5 * MiB - 10, end: 5 * MiB + 9 });
      expect((await readAll(across!.stream)).equals(bytes.subarray(5 * MiB - 10, 5 * MiB + 10))).toBe(true);
      expect((await readAll((await storage.get(key))!.stream)).equals(bytes)).toBe(true);
    });

    it('replaces a file stored under the same key', async () => {
      const key = newKey();
      await storage.put(key, Buffer.from('first version'));
      await storage.put(key, chunked(Buffer.from('second')));
      expect((await readAll((await storage.get(key))!.stream)).toString()).toBe('second');
    });

    it('keeps nothing of a stream that fails part-way, small or larger than a part', async () => {
      for (const [size, failAfter] of [
        [200_000, 100_000],
        [7 * MiB, 6 * MiB],
      ]) {
        const key = newKey('mp4');
        await expect(storage.put(key, chunked(randomBytes(size), failAfter))).rejects.toThrow('connection reset');
        expect(await storage.sizeOf(key)).toBeNull();
      }
    });

    it('answers null for a missing file, removes files, and refuses a key outside the pattern', async () => {
      const key = newKey();
      expect(await storage.get(key)).toBeNull();
      expect(await storage.sizeOf(key)).toBeNull();
      await storage.remove(key);
      await storage.put(key, Buffer.from('gone soon'));
      await storage.remove(key);
      expect(await storage.sizeOf(key)).toBeNull();
      await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow('Invalid upload key');
    });
  });
}

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-storage-'));
afterAll(() => fs.rmSync(localDir, { recursive: true, force: true }));
uploadStorageContract('local', () => localUploadStorage(localDir));

describe('S3-compatible (s3rver)', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  // The smallest part S3 takes, so the 6 MiB file goes up in two parts.
  uploadStorageContract('S3', () => s3UploadStorage(s3.config, { partBytes: 5 * MiB }));
});
