// API answers over 1 KB are compressed for clients that accept it (every browser): a list of
// training programs is 64 KB of JSON, about a third of a second on a phone's slow 4G, and a tenth
// of that compressed. Brotli at quality 4 and gzip cost well under a millisecond of CPU for such
// an answer (Brotli's default, 11, is tuned for files compressed once, like the web build's
// precompressed twins). Registered in the API's scope only: the web build is served from those
// twins, and uploads are images and videos that compression cannot shrink.
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;

export async function registerCompressedResponses(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    threshold: MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
