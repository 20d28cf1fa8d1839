// Issue 14, part 5: the headers every answer carries. The Content-Security-Policy lets Stripe's
// scripts, frames and API in only when Stripe is configured; no page may be framed by another
// (frame-ancestors 'none', X-Frame-Options DENY); browsers must not sniff types or send our
// addresses to other sites in full.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { routeMatrix } from '../access-matrix/route-matrix';

/** A built web app of one page, so the page itself (what the CSP protects) is served. */
function fixtureDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-headers-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  return dir;
}

/** The CSP as directive -> sources. */
function cspOf(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

let distDir: string;
let plain: TestApp;
let withStripe: TestApp;

beforeAll(async () => {
  distDir = fixtureDist();
  plain = await createTestApp({ webDistDir: distDir });
  withStripe = await createTestApp({
    webDistDir: distDir,
    env: { STRIPE_SECRET_KEY: 'sk_test_headers', STRIPE_PUBLISHABLE_KEY: 'pk_test_headers', STRIPE_WEBHOOK_SECRET: 'whsec_headers' },
  });
});
afterAll(async () => {
  await plain?.close();
  await withStripe?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

// A page, an API answer, an error and a missing route: every kind of answer carries the headers.
const samples = ['/', '/pets/12', '/api/health', '/api/user', '/api/no-such-route'];

describe('Content-Security-Policy', () => {
  it('names no Stripe address when Stripe is not configured', async () => {
    for (const url of samples) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy']), url).not.toContain('stripe');
    }
  });

  it('lets Stripe’s script, frames and API in when Stripe is configured', async () => {
    const csp = cspOf((await withStripe.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
  });

  // Issue 27, item 13: thumbnails are our own uploads, so no image comes from another site; the
  // page's socket is our own /ws ('self' matches same-origin ws:/wss: in CSP Level 3).
  it('loads images and opens connections (sockets included) only from our own origin', async () => {
    const plainCsp = cspOf((await plain.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(plainCsp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(plainCsp['connect-src']).toEqual(["'self'"]);
    const stripeCsp = cspOf((await withStripe.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    for (const source of ['https:', 'ws:', 'wss:']) {
      expect(stripeCsp['img-src']).not.toContain(source);
      expect(stripeCsp['connect-src']).not.toContain(source);
    }
  });

  it('runs only our own scripts, embeds no plugins and keeps forms and the base address ours', async () => {
    for (const app of [plain, withStripe]) {
      const csp = cspOf((await app.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
    }
  });
});

describe('with Stripe configured', () => {
  it('registers no route the access matrix does not name (the webhook is one of its rows)', () => {
    const urls = withStripe.app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/') || route.url.startsWith('/uploads/') || route.url === '/ws')
      .map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /api/stripe/webhook');
    expect(urls.filter((key) => !(key in routeMatrix))).toEqual([]);
  });
});

describe('framing, sniffing and referrers', () => {
  it('forbids framing by any site, turns sniffing off and sets a referrer policy on every answer', async () => {
    for (const app of [plain, withStripe]) {
      for (const url of samples) {
        const res = await app.app.inject({ method: 'GET', url });
        expect(cspOf(res.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(['no-referrer', 'strict-origin-when-cross-origin', 'same-origin'], url).toContain(res.headers['referrer-policy']);
        expect(res.headers['x-powered-by'], url).toBeUndefined();
      }
    }
  });

  it('lets only our own pages frame the training prompt PDF (its viewer needs no CSP, see programs.routes.ts)', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/dog-training-prompt.pdf' });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
