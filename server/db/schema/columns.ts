// Column groups that nearly every table repeats, so each table file only spells out what is
// its own. The CHECK helper builds `column in (...)` from a list in common/, so the database,
// the zod schemas and the screens always agree on the allowed values.
import { sql } from 'drizzle-orm';
import { check, integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** What happens to a row when the row it points at is deleted. */
export type OnDelete = 'cascade' | 'restrict' | 'set null';

export const id = () => serial('id').primaryKey();

/** A moment in time; every timestamp in the schema keeps its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * An integer column pointing at another table's id. Nullable unless the caller adds
 * `.notNull()`. Each table file offers a shorthand for its own id (userRef, petRef, programRef),
 * kept beside the table so the schema files import one another without a cycle.
 */
export const reference = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) => integer(name).references(target, { onDelete });

/**
 * CHECK (column in ('a', 'b', ...)). The values are constants from common/, inlined as SQL
 * literals so the migration text reads `in ('a', 'b')` exactly as it always has.
 */
export function checkOneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(literals)})`);
}
