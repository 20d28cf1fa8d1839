// Writes a brotli (.br) and a gzip (.gz) twin beside every compressible file of the built web app,
// so the server sends them without compressing per request (@fastify/static preCompressed).
// Run by `npm run build` after `vite build`. Usage: node scripts/precompress-web.mjs [dir]
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Text formats only: woff2, png, jpg and the like are compressed already.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map', '.ico']);
// A twin that saves less than this is not worth a second file and a negotiation.
const MIN_SAVING = 0.05;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name).toLowerCase())) yield full;
  }
}

async function writeTwin(file, original, compressed, extension) {
  if (compressed.length > original.length * (1 - MIN_SAVING)) return 0;
  await fs.writeFile(file + extension, compressed);
  return 1;
}

export async function precompressDir(dir) {
  let written = 0;
  for await (const file of filesUnder(dir)) {
    const original = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    written += await writeTwin(file, original, br, '.br');
    written += await writeTwin(file, original, gz, '.gz');
  }
  return written;
}

const dir = path.resolve(process.argv[2] ?? 'dist/web');
const written = await precompressDir(dir);
console.log(`precompress-web: ${written} compressed files written in ${path.relative(process.cwd(), dir) || '.'}`);
