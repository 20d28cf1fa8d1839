// Refuses state-changing requests that another site's page could make with the visitor's cookie.
// Browsers send `Origin` on cross-origin POST/PUT/PATCH/DELETE; when it names another host the
// request is refused. Older browsers omit Origin on some cross-site form posts, and such forms
// can only send urlencoded, multipart or text/plain bodies, so bodies must also be JSON (which a
// cross-site page cannot send without a CORS preflight). Upload routes opt in to multipart with
// `config: { allowMultipart: true }`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route accepts multipart/form-data bodies (file uploads) besides JSON. */
    allowMultipart?: boolean;
  }
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerCrossSiteGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isSameHost(origin, request.host)) {
      throw forbidden('Cross-site requests are not allowed.');
    }
    if (carriesBody(request)) assertAcceptedContentType(request);
  });
}

/** `request.host` honours X-Forwarded-Host only when trustProxy is on. */
function isSameHost(origin: string, requestHost: string): boolean {
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false; // `Origin: null` (sandboxed frames, some redirects) or garbage.
  }
  return originHost !== '' && originHost.toLowerCase() === withoutDefaultPort(requestHost.toLowerCase());
}

/** `URL.host` drops :80 and :443, so a Host header that spells them out must too. */
function withoutDefaultPort(host: string): string {
  return host.replace(/:(80|443)$/, '');
}

function carriesBody(request: FastifyRequest): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isNaN(length) || length > 0;
}

function assertAcceptedContentType(request: FastifyRequest) {
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType === 'application/json') return;
  const allowMultipart = request.routeOptions.config?.allowMultipart === true;
  if (allowMultipart && mediaType === 'multipart/form-data') return;
  const accepted = allowMultipart ? 'application/json or multipart/form-data' : 'application/json';
  throw new HttpError(415, `Unsupported content type; send ${accepted}.`);
}
