// A prepared select's rows mapped by a function built once for its selection (decisions.md 94).
// Drizzle maps each row by walking the selection afresh: for every column of every row it asks
// which kind of field it is (`is()`, a walk up the prototype chain for a computed one), iterates
// the field's path, and looks its decoder up again. A list of 20 notifications is 180 such walks,
// the largest cost left in a short list after its SQL was prepared (decisions.md 85). A prepared
// query's selection never changes, so the same work is done once here and each row only reads
// its values, decodes them and places them, as Drizzle's `mapResultRow` does (including the
// left join's rule: an object whose columns are all null is null).
import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };
type JoinsNotNullable = Record<string, boolean>;

/** What Drizzle keeps on a prepared select (drizzle-orm 0.45: `PgPreparedQuery`'s own fields). */
type DrizzlePreparedQuery = {
  fields?: SelectedField[];
  joinsNotNullableMap?: JoinsNotNullable;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

type PlacedColumn = {
  parents: string[];
  key: string;
  decoder: Decoder;
  /** For a joined table's column (`{ table: { column } }`): the object it is in and its table. */
  joined: { object: string; table: string } | null;
};

/** The decoder Drizzle's `mapResultRow` picks for a field. */
function decoderOf(field: unknown): Decoder {
  // `decoder` is internal to Drizzle's SQL (its type does not name it).
  type Decoded = { decoder: Decoder };
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

export function compiledRowMapper(fields: SelectedField[], joinsNotNullable: JoinsNotNullable | undefined) {
  const columns: PlacedColumn[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1],
    decoder: decoderOf(field),
    joined: joinsNotNullable && is(field, Column) && path.length === 2 ? { object: path[0], table: getTableName(field.table) } : null,
  }));
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    // Per joined object: its table while every column read so far was null, else false.
    let nullIf: Record<string, string | false> | undefined;
    for (let index = 0; index < columns.length; index++) {
      const column = columns[index];
      let node = result;
      for (const parent of column.parents) node = (node[parent] ??= {}) as Record<string, unknown>;
      const raw = row[index];
      const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      node[column.key] = value;
      if (column.joined) {
        nullIf ??= {};
        const { object, table } = column.joined;
        if (!(object in nullIf)) nullIf[object] = value === null ? table : false;
        else if (typeof nullIf[object] === 'string' && nullIf[object] !== table) nullIf[object] = false;
      }
    }
    if (nullIf) {
      for (const [object, table] of Object.entries(nullIf))
        if (typeof table === 'string' && !joinsNotNullable![table]) result[object] = null;
    }
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/** Gives a prepared select (one Drizzle maps by its fields) the compiled mapper; anything else is returned as it is. */
export function withCompiledRowMapper<Query>(query: Query): Query {
  const prepared = query as DrizzlePreparedQuery;
  if (prepared && typeof prepared === 'object' && Array.isArray(prepared.fields) && !prepared.customResultMapper) {
    prepared.customResultMapper = compiledRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  }
  return query;
}
