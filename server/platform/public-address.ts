// Absolute addresses of the web app's pages for e-mailed links: PUBLIC_URL when set (the Host
// header is the client's to choose), else the request's own origin, else this process's port.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The site's origin for links, e.g. 'https://paws.example'. */
export function publicBase(config: Pick<Config, 'publicUrl' | 'port'>, request?: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (request) {
    try {
      return new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      // An unusable Host header: fall through to the local address.
    }
  }
  return `http://localhost:${config.port}`;
}
