// Uploads in S3-compatible object storage (S3_BUCKET), so every app instance reads what any of them
// stored. Nothing is held whole in memory: an upload of at most one part goes up in one PutObject,
// a larger one as a multipart upload of PART_BYTES parts sent while the request still streams in,
// and reads stream GetObject's body, a byte range of it when asked (video seeking).
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { ConfigError, type S3Config } from '../../config';
import { isValidUploadKey, uploadTypeOfKey, type UploadStorage } from './storage';

/** S3 takes parts of at least 5 MiB (all but the last); 8 MiB keeps a 200 MB video under 30 parts. */
const PART_BYTES = 8 * 1024 * 1024;
const MIN_PART_BYTES = 5 * 1024 * 1024;

export type S3UploadStorageOptions = {
  /** Bytes per multipart part (at least 5 MiB); also the largest upload sent in one PutObject. */
  partBytes?: number;
};

export function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Other S3-compatible services (and local test servers) have no per-bucket host names.
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
  });
}

/** At start-up: a bucket that is missing or refuses these credentials stops it with one clear line. */
export async function checkS3Bucket(config: S3Config): Promise<void> {
  const client = s3ClientFor(config);
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    const reason = $metadata?.httpStatusCode ? `${$metadata.httpStatusCode} ${name}` : (error as Error).message;
    throw new ConfigError(`Invalid configuration: S3_BUCKET ${config.bucket} cannot be used (${reason})`);
  } finally {
    client.destroy();
  }
}

export function s3UploadStorage(config: S3Config, options: S3UploadStorageOptions = {}): UploadStorage {
  const client = s3ClientFor(config);
  const Bucket = config.bucket;
  const partBytes = Math.max(MIN_PART_BYTES, options.partBytes ?? PART_BYTES);
  const objectKey = (key: string) => {
    if (!isValidUploadKey(key)) throw new Error(`Invalid upload key: ${key}`);
    return key;
  };

  const putWhole = (Key: string, body: Buffer) =>
    client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length, ContentType: uploadTypeOfKey(Key) }));

  async function putInParts(Key: string, firstPart: Buffer, rest: AsyncIterator<Buffer>) {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: uploadTypeOfKey(Key) }));
    const parts: { ETag?: string; PartNumber: number }[] = [];
    const sendPart = async (body: Buffer) => {
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: body, ContentLength: body.length }),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      await sendPart(firstPart);
      for (;;) {
        const part = await nextPart(rest, partBytes);
        if (part.bytes.length > 0) await sendPart(part.bytes);
        if (part.done) break;
      }
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      // Parts of an unfinished upload are stored (and billed) until aborted.
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  return {
    async put(key, body) {
      const Key = objectKey(key);
      if (Buffer.isBuffer(body)) return void (await putWhole(Key, body));
      const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const first = await nextPart(chunks, partBytes);
      if (first.done) return void (await putWhole(Key, first.bytes));
      await putInParts(Key, first.bytes, chunks);
    },
    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (range && !object.ContentRange) {
          (object.Body as Readable | undefined)?.destroy();
          throw new Error('The object storage ignored a byte range');
        }
        // A ranged answer names the whole size after the slash: 'bytes 0-99/5000'.
        const whole = range ? Number(object.ContentRange?.split('/')[1]) : object.ContentLength;
        return { stream: object.Body as Readable, size: Number(whole) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

type Part = { bytes: Buffer; done: boolean };

/** Reads chunks until `size` bytes are gathered (a part) or the stream ends. */
async function nextPart(chunks: AsyncIterator<Buffer>, size: number): Promise<Part> {
  const gathered: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) return { bytes: Buffer.concat(gathered), done: true };
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    gathered.push(chunk);
    length += chunk.length;
  }
  return { bytes: Buffer.concat(gathered), done: false };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
