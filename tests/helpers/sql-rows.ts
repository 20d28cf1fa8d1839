// Raw-SQL reads in tests (pg_stat_activity and the like): Drizzle types db.execute()'s result as
// unknown over both drivers, though both return `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export async function sqlRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
