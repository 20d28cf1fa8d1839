// One way to take a file upload, for pet photos now and video proofs next: a multipart form with
// one file field, streamed into storage (never held whole in memory), its type judged by its
// first bytes (never by the name or type the browser gave), its size capped while it streams.
// The replies are the same everywhere: 415 wrong type, 413 too large, 400 no file or broken form.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, badInput, payloadTooLarge, unsupportedMediaType } from '../errors';
import { uploadAddress, type UploadStorage } from './storage';

export type UploadRule = {
  /** The form field that carries the file, also what the messages call it ('photo', 'video'). */
  field: string;
  maxBytes: number;
  /** Accepted MIME types, each with the extension its stored name ends in. */
  accept: Readonly<Record<string, string>>;
  /** Where in storage the files go ('pets' -> 'pets/<random>.png'). */
  area: string;
  messages: { missing: string; tooLarge: string; wrongType: string };
};

export type ReceivedUpload = { key: string; address: string; contentType: string; size: number };

/** Enough bytes for file-type to recognise every format we accept. */
const SNIFF_BYTES = 4100;

/**
 * Lets the routes of this plugin scope take multipart bodies, with the largest file any of them
 * accepts. Every other route stays JSON-only (cross-site-guard.ts); each upload route also sets
 * `config: { allowMultipart: true }`.
 */
export async function registerUploadParsing(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
}

/** Streams the request's file into storage under a new random key and returns where it went. */
export async function receiveUpload(request: FastifyRequest, storage: UploadStorage, rule: UploadRule): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType(rule.messages.wrongType, rule.field);
  try {
    const file = await request.file({ limits: { fileSize: rule.maxBytes } });
    if (!file || file.fieldname !== rule.field) {
      file?.file.resume();
      throw badInput(rule.field, rule.messages.missing);
    }
    const chunks = file.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head = await readHead(chunks);
    const detected = await fileTypeFromBuffer(head.bytes);
    const extension = detected && rule.accept[detected.mime];
    if (!detected || !extension) {
      file.file.destroy();
      throw unsupportedMediaType(rule.messages.wrongType, rule.field);
    }
    const key = `${rule.area}/${randomBytes(16).toString('hex')}.${extension}`;
    let size = 0;
    const counted = async function* () {
      for await (const chunk of restartedStream(head, chunks)) {
        size += chunk.length;
        yield chunk;
      }
    };
    await storage.put(key, Readable.from(counted()));
    if (file.file.truncated) {
      await storage.remove(key);
      throw payloadTooLarge(rule.messages.tooLarge, rule.field);
    }
    return { key, address: uploadAddress(key), contentType: detected.mime, size };
  } catch (error) {
    throw uploadError(error, rule);
  }
}

type Head = { bytes: Buffer; done: boolean };

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Head> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) return { bytes: Buffer.concat(parts), done: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { bytes: Buffer.concat(parts), done: false };
}

/** The sniffed head, then the rest of the stream where reading stopped. */
async function* restartedStream(head: Head, chunks: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield head.bytes;
  if (head.done) return;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}

/** Turns @fastify/multipart's and busboy's errors into clear client errors (never a 500). */
function uploadError(error: unknown, rule: UploadRule): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(rule.messages.tooLarge, rule.field);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return payloadTooLarge(`Send one ${rule.field} at a time, with no other fields.`);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return unsupportedMediaType(rule.messages.wrongType, rule.field);
  // The disk failing (ENOSPC, EACCES...) is ours, a 500; everything else the parser throws means a broken form.
  if (code && /^E[A-Z]+$/.test(code)) return error;
  return new HttpError(400, 'The upload was cut short or is not a valid form. Please try again.');
}
