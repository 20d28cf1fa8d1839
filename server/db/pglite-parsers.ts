// Drizzle asks PGlite, on every query, to leave dates, times and intervals as PostgreSQL's text
// (Drizzle maps them itself): it passes its own `parsers` with each call. PGlite then merges them
// into its table of 318 type parsers, a fresh copy per query, and that copy was the largest single
// cost of a short list on PGlite (decisions.md 90). Here the client's own table says the same once,
// and the per-query copy of Drizzle's identical parsers is left out.
import { types, type PGlite } from '@electric-sql/pglite';

/** Drizzle's PGlite driver's parsers (drizzle-orm/pglite/session.js): each keeps the text as it is. */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;

/** Options whose parsers are exactly Drizzle's (the same types; each returns its text): the client has them already. */
const knownOptions = new WeakMap<object, QueryOptions>();

/** The query's options without Drizzle's parsers when they are exactly Drizzle's; any other options as they are. */
export function withoutDrizzleParsers<Options>(options: Options): Options {
  if (!options || typeof options !== 'object' || !('parsers' in options)) return options;
  const cached = knownOptions.get(options);
  if (cached) return cached as Options;
  const { parsers, ...rest } = options as QueryOptions;
  const keys = Object.keys(parsers ?? {}).map(Number);
  const same =
    keys.length === DRIZZLE_TEXT_TYPES.length &&
    DRIZZLE_TEXT_TYPES.every((type) => typeof parsers?.[type] === 'function' && (parsers[type] as (text: string) => unknown)('x') === 'x');
  const answer = same ? rest : (options as QueryOptions);
  knownOptions.set(options, answer);
  return answer as Options;
}

/**
 * Puts Drizzle's text parsers in the client's own table. Call after `waitReady`: PGlite builds its
 * array parsers then, and would otherwise put its own back for the array types. The handle Drizzle
 * uses (pglite-handle.ts) then leaves them out of each query with `withoutDrizzleParsers`.
 */
export function installDrizzleParsers(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
}
