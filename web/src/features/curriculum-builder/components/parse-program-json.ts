// A program drafted with the training prompt and pasted as JSON: the same structure as the API
// payload (price in CENTS, as the prompt PDF says), checked with the API's own schema, so what
// imports cleanly also saves cleanly. Failures name their place: the line and column of a JSON
// syntax error, or each field's path and message. The schema is passed in: the dialog fetches the
// shared schemas (and zod) when it opens, not with its own code after the page's load
// (program-form-values.ts: loadProgramSchemas).
import type { programInputSchema as ProgramInputSchema, ProgramInputParsed } from '@common/program-schemas';

export type ImportProblem = { path: string; message: string };
/** A failure of well-formed JSON carries it (`json`), so the builder can import it loosely. */
export type ImportResult = { ok: true; program: ProgramInputParsed } | { ok: false; problems: ImportProblem[]; json?: unknown };

/** Line and column (1-based) of a character offset in `text`. */
function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Where JSON.parse stopped: engines say 'line L column C' (V8, Firefox) or only 'position N'. */
function syntaxProblem(text: string, error: SyntaxError): ImportProblem {
  const lineMatch = /line (\d+) column (\d+)/i.exec(error.message);
  const positionMatch = /position (\d+)/i.exec(error.message);
  const where = lineMatch
    ? { line: Number(lineMatch[1]), column: Number(lineMatch[2]) }
    : positionMatch
      ? lineAndColumn(text, Number(positionMatch[1]))
      : null;
  // The engine's sentence without its own location, which is given once, in our words.
  const reason = error.message.replace(/\s*(in JSON )?at position \d+.*$/i, '').replace(/^JSON\.parse: /, '');
  return where
    ? { path: `line ${where.line}, column ${where.column}`, message: `Invalid JSON: ${reason}` }
    : { path: 'JSON', message: `Invalid JSON: ${reason}` };
}

export function parseProgramJson(text: string, programInputSchema: typeof ProgramInputSchema): ImportResult {
  if (!text.trim()) return { ok: false, problems: [{ path: 'JSON', message: 'Paste the program JSON first' }] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [syntaxProblem(text, error as SyntaxError)] };
  }
  const result = programInputSchema.safeParse(parsed);
  if (result.success) return { ok: true, program: result.data };
  return {
    ok: false,
    json: parsed,
    problems: result.error.issues.map((issue) => ({
      path: issue.path.length ? issue.path.join('.') : '(program)',
      message: issue.message,
    })),
  };
}
