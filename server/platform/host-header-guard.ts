// One Host header per request (decisions.md 52). Node keeps the first of several and drops the
// rest, while a proxy in front may have routed by another: the two would disagree about which site
// the request is for. Nothing builds a link from Host any more, but an ambiguous request is refused
// at the door with a clear 400.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const DUPLICATE_HOST_MESSAGE = 'A request must carry exactly one Host header.';

export function registerHostHeaderGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (hostHeaderCount(request.raw.rawHeaders) > 1) throw badRequest(DUPLICATE_HOST_MESSAGE);
  });
}

/** rawHeaders alternates names and values, as they arrived. */
function hostHeaderCount(rawHeaders: string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index].length === 4 && rawHeaders[index].toLowerCase() === 'host') count++;
  }
  return count;
}
