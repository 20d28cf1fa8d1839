// Serving the built web app: precompressed twins chosen by Accept-Encoding, cache headers per
// kind of file, index.html for client routes (GET and HEAD), and JSON 404s for API paths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { registerUser } from '../../tests/helpers/users';

const indexHtml = `<!doctype html><html><head><title>PawsConnect fixture</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const appJs = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const faviconSvg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const ASSET = '/assets/app-Ab12Cd34.js';

const landingHtml = `<!doctype html><html><head><title>PawsConnect landing fixture</title></head><body><main>Welcome</main>${'<!-- padding -->'.repeat(40)}</body></html>`;

const routePages = { '/auth': 'auth', '/pets/:petId': 'pet', '*': 'notFound' } as const;
/** The fixture's reads for the pet page, as the build writes them into the table (decisions.md 83). */
const petReads = ['/api/pets/:petId', '/api/bookings?when=upcoming&petId=:petId'];
const routePageHtml = (name: string) => indexHtml.replace('<title>', `<link rel="modulepreload" href="/assets/${name}-page.js"><title>`);

/**
 * A small dist directory: index.html and one hashed asset with twins, a favicon without; with
 * `withLanding`, also the prerendered landing.html; with `withRoutePages`, pages/<route>.html
 * and their table for three routes.
 */
function writeFixtureDist({ withLanding = false, withRoutePages = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const withTwins = (relative: string, text: string) => {
    const file = path.join(dir, relative);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  };
  withTwins('index.html', indexHtml);
  withTwins(ASSET.slice(1), appJs);
  if (withLanding) withTwins('landing.html', landingHtml);
  if (withRoutePages) {
    fs.mkdirSync(path.join(dir, 'pages'));
    const table = Object.entries(routePages).map(([pattern, name]) => ({
      pattern,
      file: `pages/${name}.html`,
      ...(name === 'pet' ? { reads: petReads } : {}),
    }));
    for (const { file } of table) withTwins(file, routePageHtml(path.basename(file, '.html')));
    fs.writeFileSync(path.join(dir, 'pages', 'routes.json'), JSON.stringify(table));
  }
  fs.writeFileSync(path.join(dir, 'favicon.svg'), faviconSvg);
  return dir;
}

let distDir: string;
let testApp: TestApp;
const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  testApp.app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

beforeAll(async () => {
  distDir = writeFixtureDist();
  testApp = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await testApp.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('content encoding', () => {
  it('sends the brotli twin when the browser accepts brotli', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends the gzip twin when only gzip is accepted', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends the file as it is when no compression is accepted, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get(ASSET, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(appJs);
    }
  });

  it('sends a file without twins as it is, even to a brotli browser', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(faviconSvg);
  });

  it('never serves a twin under its own name', async () => {
    const res = await get(`${ASSET}.br`, 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('cache headers', () => {
  it('caches hashed assets for a year, immutable, without validators to revalidate them with', async () => {
    const res = await get(ASSET, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it('makes the browser revalidate index.html, at / and at /index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toEqual(expect.any(String));
      expect(res.headers['last-modified']).toEqual(expect.any(String));
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    }
  });

  it('caches other files at the root for a day', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('security headers', () => {
  it('keeps the document headers on pages and leaves them off scripts, keeping nosniff', async () => {
    const page = await get('/dashboard', 'br');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const script = await get(ASSET, 'br');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['referrer-policy']).toBeUndefined();
    expect(script.headers['accept-ranges']).toBeUndefined();
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('client routes', () => {
  it('answers an app route with index.html, compressed and revalidated', async () => {
    const res = await get('/pets/3?tab=records', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it('answers HEAD on an app route like GET, without a body', async () => {
    const [head, getRes] = await Promise.all([get('/dashboard', 'br', 'HEAD'), get('/dashboard', 'br')]);
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'content-length']) {
      expect(head.headers[name], name).toBe(getRes.headers[name]);
    }
    expect(Number(head.headers['content-length'])).toBe(getRes.rawPayload.length);
  });

  it('keeps API misses as JSON 404s', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get('/api/nope', 'br', method);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await get('/api/nope')).json()).toEqual({ message: 'No route for GET /api/nope.' });
  });

  it('never answers unknown uploads or assets with index.html', async () => {
    for (const url of ['/uploads/nope', '/assets/missing-0000.js', '/api']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({ message: expect.any(String) });
    }
  });
});

/**
 * An app serving a fixture build made with these options, for one describe block; GET with brotli,
 * and with a signed-in user's cookie when given `{ signedIn: true }`.
 */
function useFixtureBuild(options: Parameters<typeof writeFixtureDist>[0]) {
  let dist: string;
  let fixtureApp: TestApp;
  let cookie = '';
  beforeAll(async () => {
    dist = writeFixtureDist(options);
    fixtureApp = await createTestApp({ webDistDir: dist });
    cookie = (await registerUser(fixtureApp.app)).cookie;
  });
  afterAll(async () => {
    await fixtureApp.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  return (url: string, { signedIn = false } = {}) =>
    fixtureApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...(signedIn ? { cookie } : {}) } });
}

describe('a build with the prerendered landing page', () => {
  const getPage = useFixtureBuild({ withLanding: true });

  it('answers / (with or without a query) with landing.html, compressed and revalidated', async () => {
    for (const url of ['/', '/?utm_source=mail']) {
      const res = await getPage(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(landingHtml);
    }
  });

  it('keeps index.html for every other app route', async () => {
    for (const url of ['/auth', '/dashboard', '/pets/3']) {
      const res = await getPage(url);
      expect(res.statusCode).toBe(200);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    }
  });
});

describe('a build with a page per route', () => {
  const getPage = useFixtureBuild({ withLanding: true, withRoutePages: true });

  it('answers each path with the page of the route it matches, compressed and revalidated', async () => {
    const cases = {
      '/auth': 'auth',
      '/auth?tab=register': 'auth',
      '/pets/3': 'pet',
      '/PETS/3/': 'pet',
      '/pets/3/unknown': 'notFound',
      '/nowhere': 'notFound',
    };
    for (const [url, name] of Object.entries(cases)) {
      const res = await getPage(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(routePageHtml(name));
    }
  });

  it("preloads a signed-in user's reads of a page with parameters as a Link header, with the path's values", async () => {
    const res = await getPage('/pets/42', { signedIn: true });
    expect(res.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(routePageHtml('pet'));
    expect(res.headers.link).toBe(
      '</api/pets/42>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</api/bookings?when=upcoming&petId=42>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect((await getPage('/Pets/7/', { signedIn: true })).headers.link).toMatch(/^<\/api\/pets\/7>;/);
  });

  it('sends no Link header for a value that is not an id, a query, a signed-out visitor or a page without such reads', async () => {
    const cases: [string, boolean][] = [
      ['/pets/abc', true],
      ['/pets/0', true],
      ['/pets/007', true],
      ['/pets/2147483648', true],
      ['/pets/1%3E%3B%20rel%3Dpreload', true],
      ['/pets/42?tab=timeline', true],
      ['/pets/42', false],
      ['/auth', true],
      ['/nowhere', true],
    ];
    for (const [url, signedIn] of cases) {
      const res = await getPage(url, { signedIn });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
  });

  it('still sends landing.html for / and JSON 404s for API paths', async () => {
    expect(zlib.brotliDecompressSync((await getPage('/')).rawPayload).toString()).toBe(landingHtml);
    const api = await getPage('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: expect.any(String) });
  });
});
