// Serves the built web app (dist/web): hashed assets cached for a year, index.html revalidated
// on every load, brotli or gzip twins written at build time (scripts/precompress-web.mjs) chosen
// by Accept-Encoding, and index.html for every other page path so that client routing works.
// `/` gets landing.html instead when the build has one: the landing page prerendered at build
// time (scripts/prerender-landing.ts), drawn without the app's JavaScript. Every other page path
// gets its route's own copy of index.html, which names that route's code up front
// (scripts/route-pages.ts, route-pages.ts). A signed-in visitor's page path whose route has
// parameters also gets its page's first reads as a Link header (decisions.md 83).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { preloadLinkHeader, readRoutePages, readsFor, routePageEntry } from './route-pages';

export const defaultWebDistDir = path.join(projectRoot(path.dirname(fileURLToPath(import.meta.url))), 'dist', 'web');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';

// Helmet's headers that only mean something on a document (a page or a frame). A hashed script,
// stylesheet or font does not need them, and they are ~0.7 KB on each of a page's ~20 asset
// responses; nosniff and Cross-Origin-Resource-Policy stay. Referrer-Policy on a script or
// stylesheet would set the policy of what it fetches in turn, all of it from our own origin: without
// it those fetches take the page's, the same no-referrer.
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** What a browser revalidates a cached file with; pages and the root's files keep them. */
const VALIDATORS = ['etag', 'last-modified'];

/** Paths that are never a page: their misses are JSON 404s, not index.html. */
const NOT_A_PAGE = /^\/(api|uploads|assets)(\/|$|\?)/;

/** Cache-Control for a file of the build, by its path relative to the dist directory. */
export function cacheControlFor(relativePath: string): string {
  const logical = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (logical.startsWith('assets/')) return IMMUTABLE; // Vite puts a content hash in these names
  if (logical.endsWith('.html')) return REVALIDATE; // pages name the current hashed assets
  return ONE_DAY; // favicon and other files copied from web/public under fixed names
}

const isLandingPath = (url: string) => url.split('?')[0] === '/';

export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  const hasLanding = hasBuild && fs.existsSync(path.join(distDir, 'landing.html'));
  const routePages = hasBuild ? readRoutePages(distDir) : [];
  const pageFile = (url: string) =>
    hasLanding && isLandingPath(url) ? 'landing.html' : (routePageEntry(routePages, url)?.file ?? 'index.html');
  // Only for a signed-in session: a signed-out visitor's page goes to /auth before it reads
  // anything, so each preload would be a 401 and a "preload not used" warning.
  const pageReads = (request: FastifyRequest) => {
    const entry = typeof request.session?.userId === 'number' ? routePageEntry(routePages, request.url) : undefined;
    return entry ? readsFor(entry, request.url) : [];
  };
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
      // Nothing of the build is fetched in parts (uploads, which are, have their own route): no
      // Accept-Ranges header on each of a page's script responses.
      acceptRanges: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const relative = path.relative(distDir, filePath);
        const cacheControl = cacheControlFor(relative);
        reply.header('cache-control', cacheControl);
        // A hashed asset is never asked about again (immutable, a year): its validators would only
        // add ~80 bytes to each of a page's 12-20 script responses.
        if (cacheControl === IMMUTABLE) for (const name of VALIDATORS) reply.removeHeader(name);
        if (!relative.endsWith('.html') && !relative.endsWith('.html.br') && !relative.endsWith('.html.gz')) {
          for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(request.url);
    if (isPage && hasBuild) {
      const reads = pageReads(request);
      if (reads.length > 0) reply.header('link', preloadLinkHeader(reads));
      return reply.sendFile(pageFile(request.url));
    }
    // Outside the API's tree, so its no-store hook never sees this answer: said here (issue 27, item 9).
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}

/**
 * The folder holding package.json, found upwards from this module: it sits in server/platform/
 * when run from source (tsx, tests) and is bundled into dist/server/main.js for `npm start`.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../..');
  }
}
