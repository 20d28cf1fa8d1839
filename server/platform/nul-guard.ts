// PostgreSQL text cannot hold the NUL character: a string carrying one would fail deep in a
// query as a 500. Every request is checked once at the door instead, so it gets a clear 400.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const NUL = '\u0000';

/** The dotted path of the first string containing NUL ('' for the value itself), or undefined. */
export function findNulText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNulText(key, path) ?? findNulText(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const field = findNulText(part);
      if (field !== undefined) {
        throw badRequest('Text must not contain NUL characters.', { [field || 'body']: 'Must not contain NUL characters' });
      }
    }
  });
}
