// Helmet's security headers on every answer (CSP, frame denial, no sniffing, referrer policy...).
// The middleware is built once at start-up: @fastify/helmet built it again for every request,
// which was a measurable share of the CPU a fast API answer costs (README, Performance).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityDirectives(config) },
    // No site may frame ours (clickjacking): CSP for today's browsers, X-Frame-Options for older ones.
    frameguard: { action: 'deny' },
    // The Vite build is served over plain http by default (npm start): HSTS would break that.
    strictTransportSecurity: false,
  });
  // Helmet 8 throws a configuration error instead of passing it on, so its callback has no error.
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
}

/**
 * The CSP: our own scripts only; Stripe's script, frames and API only when Stripe takes the
 * payments (the sandbox needs none of them, and a source we do not use is one more to trust).
 */
function contentSecurityDirectives(config: Config) {
  const stripe = config.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
        img: ['https://*.stripe.com'],
      }
    : { script: [], frame: [], connect: [], img: [] };
  return {
    // Images are ours (program thumbnails are uploads served under /uploads/, issue 27): no other
    // site learns who looks at the catalogue, and no one shows visitors a picture we never saw.
    'img-src': ["'self'", 'data:', 'blob:', ...stripe.img],
    'script-src': ["'self'", ...stripe.script],
    'frame-src': ["'self'", ...stripe.frame],
    // 'self' covers our own /ws socket: CSP Level 3 matches ws:/wss: on the page's own host and
    // port to 'self' (Chromium and Firefox do), so the page can open no socket to another host.
    'connect-src': ["'self'", ...stripe.connect],
    'media-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': null,
  };
}
