// Hot reads built once per database instead of on every request (decisions.md 85). Drizzle
// builds a query's SQL text again on every call: for a short list that is a fifth of the
// request's CPU on PostgreSQL (`is()` checks, merging SQL chunks, ordering the selection). A
// prepared query keeps the text and fills in only its placeholders; on PostgreSQL it is also a
// named statement, which each pooled connection parses and plans once instead of per request.
//
// Only for queries whose shape does not depend on the request: the values go in through
// `sql.placeholder`, and a list of ids as one array (`= any(...)`, see `anyOf`), never as
// `in (...)`, whose length would change the text. Each name must belong to one query text:
// PostgreSQL keeps a named statement per connection and refuses the same name with another text.
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { withCompiledRowMapper } from './row-mapper';

const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * The query `build` prepares under `name`, built on this database's first call and kept. Inside a
 * transaction it is built for the transaction's own connection each time (the kept one would run
 * outside it); on PostgreSQL that connection still parses the named statement only once.
 */
export function preparedQuery<Query>(db: Db | Tx, name: string, build: (db: Db | Tx, name: string) => Query): Query {
  if (db instanceof PgTransaction) return build(db, name);
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  // A kept query also maps its rows with a function built once for its selection (row-mapper.ts).
  if (!prepared.has(name)) prepared.set(name, withCompiledRowMapper(build(db, name)));
  return prepared.get(name) as Query;
}

/**
 * A prepared query's name for one variant of its shape: the base, then each part that applies,
 * joined by underscores (`queryName('notifications', unreadOnly && 'unread', 'after_cursor')`).
 */
export function queryName(base: string, ...parts: (string | false | undefined)[]): string {
  return [base, ...parts.filter((part): part is string => typeof part === 'string' && part !== '')].join('_');
}

/** `column = any(<placeholder>)`: a list of ids as one integer array parameter, whatever its length. */
export function anyOf(column: PgColumn, placeholder: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)}::integer[])`;
}

/** A select that can run locked (`for update`) or as a prepared statement. */
type LockableSelect<Row> = {
  for(strength: 'update'): { execute(values: Record<string, unknown>): Promise<Row[]> };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
};

/**
 * Runs the select `build` makes with `values`: as the kept prepared query `name`, or, with `lock`
 * (a write's transaction reading what it will change), built afresh with `for update`, which a
 * prepared query kept outside the transaction cannot carry.
 */
export function selectPreparedOrLocked<Row>(
  db: Db | Tx,
  name: string,
  build: (db: Db | Tx) => LockableSelect<Row>,
  values: Record<string, unknown>,
  { lock = false }: { lock?: boolean } = {},
): Promise<Row[]> {
  if (lock) return build(db).for('update').execute(values);
  return preparedQuery(db, name, (db, name) => build(db).prepare(name)).execute(values);
}
