// Two shapes of input that would otherwise fail deep inside as a 500, refused at the door with a
// clear 400: text holding the NUL character (PostgreSQL text cannot store it) and JSON nested so
// deeply that walking it recursively would overflow the stack. The walk here is iterative.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const NUL = '\u0000';
/** Far deeper than any payload of ours (program content is the deepest, at about 6 levels). */
export const MAX_NESTING_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_NESTING_DEPTH} levels).`;

export type InputProblem = { kind: 'nul'; path: string } | { kind: 'too-deep' };

/** The first problem in a parsed value, or undefined when it is fine. */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return { kind: 'nul', path };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_NESTING_DEPTH) return { kind: 'too-deep' };
    // Reversed, so the first field is looked at first and named in the error.
    for (const [key, child] of Object.entries(current).reverse()) {
      if (key.includes(NUL)) return { kind: 'nul', path };
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The dotted path of the first string containing NUL ('' for the value itself), or undefined. */
export function findNulText(value: unknown): string | undefined {
  const problem = findInputProblem(value);
  return problem?.kind === 'nul' ? problem.path : undefined;
}

export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const problem = findInputProblem(part);
      if (problem?.kind === 'too-deep') throw badRequest(TOO_DEEP_MESSAGE);
      if (problem?.kind === 'nul') {
        throw badRequest('Text must not contain NUL characters.', { [problem.path || 'body']: 'Must not contain NUL characters' });
      }
    }
  });
}
