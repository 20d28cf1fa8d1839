// PGlite runs every `query` as an unnamed statement: PostgreSQL parses, analyses and plans the text
// again each time, and PGlite calls into PostgreSQL six times for it (parse, describe, bind,
// describe, execute, sync). Measured on the app's own database, that was half of a 50-row booking
// list's time (1.37 ms, 0.68 ms named). Here each query text is prepared once as a named statement
// (PostgreSQL then keeps its parse tree and, once it pays, its plan), and each later run is one
// call: bind, describe, execute and sync in one message. The node-postgres pool on a server does
// the same for the queries the app names (prepared-queries.ts); PGlite gets it for every text,
// as postgres.js does. decisions.md 92.
//
// The texts kept are bounded: at MAX_STATEMENTS the least recently used one is closed, in the
// same call that prepares the next. A statement PostgreSQL no longer has (26000) or whose result
// changed shape under it (0A000, a migration) is prepared again; inside a transaction that error
// has already aborted it, so it is thrown as PGlite would have.
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * PGlite's locks, taken as its own `query` takes them: internals of the pinned version (package.json),
 * which every test of this module runs through.
 */
type PGliteInternals = PGlite & {
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
};

/** A prepared text's statement; `lastUsed` orders them for closing the least recently used. */
type Prepared = { name: string; paramTypes: number[]; lastUsed: number };

/** Enough for every text the app sends (about 200 in a full test run); each holds a parse tree and perhaps a plan. */
export const MAX_STATEMENTS = 500;

/** Names are unique in the process, so two sets of statements on one client never share one. */
let statementsNamed = 0;

const STATEMENT_GONE = '26000';
const RESULT_SHAPE_CHANGED = '0A000';

type QueryArgs = [text: string, params?: unknown[], options?: QueryOptions];

export type NamedStatements = {
  /** A top-level query: waits for PGlite's locks as `client.query` does. */
  query<Row>(...args: QueryArgs): Promise<Results<Row>>;
  /** A query inside PGlite's transaction `tx` (whose lock the caller holds already). */
  queryInTransaction<Row>(tx: Transaction, ...args: QueryArgs): Promise<Results<Row>>;
  /** How many statements are prepared now (for tests). */
  readonly size: number;
};

export function namedStatements(client: PGlite, max = MAX_STATEMENTS): NamedStatements {
  const pglite = client as PGliteInternals;
  const serialize = protocol.serialize;
  const prepared = new Map<string, Prepared>();
  /** Statements to close in the next call that prepares one. */
  let closing: string[] = [];
  let uses = 0;

  const send = (messages: Uint8Array[]) => pglite.execProtocolStream(concat(messages), { syncToFs: false });

  async function prepare(text: string): Promise<Prepared> {
    const name = `pawsconnect_${++statementsNamed}`;
    // Room for this one: the least recently used statement is closed in the same call.
    if (prepared.size >= max) forget(leastRecentlyUsed());
    const closes = closing.map((old) => serialize.close({ type: 'S', name: old }));
    closing = [];
    const messages = await send([
      ...closes,
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages), lastUsed: ++uses };
    prepared.set(text, statement);
    return statement;
  }

  /** Drops a text's statement; PostgreSQL's is closed in the next call that prepares one. */
  function forget(text: string) {
    const statement = prepared.get(text);
    if (!statement) return;
    prepared.delete(text);
    closing.push(statement.name);
  }

  /** The text used longest ago: a scan, only when a new text finds every place taken. */
  function leastRecentlyUsed(): string {
    let oldest: [string, Prepared] | undefined;
    for (const entry of prepared) if (!oldest || entry[1].lastUsed < oldest[1].lastUsed) oldest = entry;
    return oldest![0];
  }

  function statementFor(text: string): Promise<Prepared> | Prepared {
    const known = prepared.get(text);
    if (!known) return prepare(text);
    known.lastUsed = ++uses;
    return known;
  }

  async function run<Row>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<Row>> {
    const statement = await statementFor(text);
    const values = params.map((value, index) => serializeValue(pglite, options, statement.paramTypes[index], value));
    const messages = await send([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<Row>;
  }

  async function runOrPrepareAgain<Row>(inTransaction: boolean, [text, params = [], options]: QueryArgs): Promise<Results<Row>> {
    try {
      return await run<Row>(text, params, options);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== STATEMENT_GONE && code !== RESULT_SHAPE_CHANGED) throw withQuery(error, text, params, options);
      forget(text);
      if (inTransaction) throw withQuery(error, text, params, options);
      try {
        return await run<Row>(text, params, options);
      } catch (again) {
        throw withQuery(again, text, params, options);
      }
    }
  }

  return {
    async query<Row>(...args: QueryArgs) {
      // Options PGlite handles around a query (a blob for COPY, declared parameter types) go its own way.
      if (args[2]?.blob || args[2]?.paramTypes) return client.query<Row>(...args);
      await pglite._checkReady();
      const result = await pglite._runExclusiveTransaction(() => client.runExclusive(() => runOrPrepareAgain<Row>(false, args)));
      await client.syncToFs();
      return result;
    },
    async queryInTransaction<Row>(tx: Transaction, ...args: QueryArgs) {
      if (args[2]?.blob || args[2]?.paramTypes || tx.closed) return tx.query<Row>(...args);
      return client.runExclusive(() => runOrPrepareAgain<Row>(true, args));
    },
    get size() {
      return prepared.size;
    },
  };
}

/** A parameter as PGlite sends it: null, the type's serializer (JSON, arrays, dates, bytes), or its text. */
function serializeValue(client: PGlite, options: QueryOptions | undefined, type: number | undefined, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const serializer = (type !== undefined && (options?.serializers?.[type] ?? client.serializers[type])) || undefined;
  return serializer ? (serializer(value) as string) : String(value);
}

/** PGlite's own errors carry the query, its parameters and options: so do these. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object') Object.assign(error, { query, params, queryOptions: options });
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
