// Refuses state-changing requests that another site's page could make with the visitor's cookie.
// Browsers send `Origin` on every POST/PUT/PATCH/DELETE; when it is not this site's origin
// (scheme, host and port) the request is refused. This site's origin is PUBLIC_URL's when set
// (the Host header is the client's to choose), else the request's own scheme and host.
// Older browsers omit Origin on some cross-site form posts, and such forms can only send
// urlencoded, multipart or text/plain bodies, so bodies must also be JSON (which a cross-site page
// cannot send without a CORS preflight). Upload routes opt in to multipart with
// `config: { allowMultipart: true }`, and since a form can send multipart, an upload must carry
// the site's Origin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unsupportedMediaType } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route accepts multipart/form-data bodies (file uploads) besides JSON. */
    allowMultipart?: boolean;
  }
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

export function registerCrossSiteGuard(app: FastifyInstance, options: { publicUrl?: string }) {
  const isForeign = foreignOriginCheck(options.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (isForeign(request)) throw forbidden(CROSS_SITE_MESSAGE);
    if (!carriesBody(request)) return;
    const mediaType = mediaTypeOf(request);
    assertAcceptedContentType(request, mediaType);
    if (mediaType !== 'application/json' && origin === undefined) throw forbidden(CROSS_SITE_MESSAGE);
  });
}

/**
 * Whether a request names another site in its `Origin`: the rule above, shared with the
 * WebSocket handshake (decisions.md 27, API conventions). No Origin is not foreign: browsers always send
 * one where it matters, and other clients cannot ride a visitor's cookie.
 */
export function foreignOriginCheck(publicUrl: string | undefined): (request: FastifyRequest) => boolean {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return (request) => {
    const origin = request.headers.origin;
    return origin !== undefined && origin !== (publicOrigin ?? requestOrigin(request));
  };
}

/** `request.protocol` and `request.host` honour X-Forwarded-* only when trustProxy is on. */
function requestOrigin(request: FastifyRequest): string | undefined {
  try {
    // URL.origin drops default ports and lower-cases, as browsers do in Origin.
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

function carriesBody(request: FastifyRequest): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isNaN(length) || length > 0;
}

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

function assertAcceptedContentType(request: FastifyRequest, mediaType: string) {
  if (mediaType === 'application/json') return;
  const allowMultipart = request.routeOptions.config?.allowMultipart === true;
  if (allowMultipart && mediaType === 'multipart/form-data') return;
  const accepted = allowMultipart ? 'application/json or multipart/form-data' : 'application/json';
  throw unsupportedMediaType(`Unsupported content type; send ${accepted}.`);
}
