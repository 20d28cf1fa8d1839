// Serves the built web app (dist/web): hashed assets cached for a year, index.html revalidated
// on every load, brotli or gzip twins written at build time (scripts/precompress-web.mjs) chosen
// by Accept-Encoding, and index.html for every other page path so that client routing works.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';

/** Paths that are never a page: their misses are JSON 404s, not index.html. */
const NOT_A_PAGE = /^\/(api|uploads|assets)(\/|$|\?)/;

/** Cache-Control for a file of the build, by its path relative to the dist directory. */
export function cacheControlFor(relativePath: string): string {
  const logical = relativePath.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  if (logical.startsWith('assets/')) return IMMUTABLE; // Vite puts a content hash in these names
  if (logical === 'index.html') return REVALIDATE; // names the current hashed assets
  return ONE_DAY; // favicon and other files copied from web/public under fixed names
}

export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file (GET and HEAD), found at start-up; no catch-all route.
      wildcard: false,
      index: false,
      preCompressed: true,
      // The twins are served in place of their original, never under their own names.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(path.relative(distDir, filePath)));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(request.url);
    if (isPage && hasBuild) return reply.sendFile('index.html');
    return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}
