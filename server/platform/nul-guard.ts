// Shapes of input that would otherwise fail deep inside as a 500, refused at the door with a
// clear 400: text holding the NUL character (PostgreSQL text cannot store it), text that is not
// well-formed Unicode (a lone surrogate has no UTF-8 form; the fuzz found one failing inside the
// database driver), and JSON nested so deeply that walking it recursively would overflow the
// stack. The walk here is iterative.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const textProblem = (text: string): 'nul' | 'broken-text' | undefined =>
  text.includes(NUL) ? 'nul' : LONE_SURROGATE.test(text) ? 'broken-text' : undefined;
/** Far deeper than any payload of ours (program content is the deepest, at about 6 levels). */
export const MAX_NESTING_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_NESTING_DEPTH} levels).`;

export type InputProblem = { kind: 'nul' | 'broken-text'; path: string } | { kind: 'too-deep' };

/** The first problem in a parsed value, or undefined when it is fine. */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      const kind = textProblem(current);
      if (kind) return { kind, path };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_NESTING_DEPTH) return { kind: 'too-deep' };
    // Reversed, so the first field is looked at first and named in the error.
    for (const [key, child] of Object.entries(current).reverse()) {
      const keyKind = textProblem(key);
      if (keyKind) return { kind: keyKind, path };
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
      if (problem?.kind === 'broken-text') {
        throw badRequest('Text must be valid Unicode.', { [problem.path || 'body']: 'Must be valid Unicode text' });
      }
    }
  });
}
