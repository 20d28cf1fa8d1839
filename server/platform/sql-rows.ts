// Raw-SQL reads (aggregates drizzle's builder cannot say well, such as generate_series): Drizzle
// types db.execute()'s result as unknown over both drivers, though both return `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

export async function sqlRows<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
