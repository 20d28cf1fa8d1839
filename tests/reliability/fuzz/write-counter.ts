// Counts every row written, so "nothing stored after a refused request" is one cheap read. A
// row trigger on every table of this test file's own database adds one to a counter in the same
// transaction as the write: an insert, update or delete that commits moves it, one that rolls
// back does not. Sessions count only when made or ended (their sliding expiry is bookkeeping).
// Test-only instrumentation: it is installed here, never by a migration.
// (A fingerprint of row counts and max(xmin) per table did the same with one query, at about
// 25 ms a request on PGlite, against well under 1 ms for this read.)
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { sqlRows } from '../../helpers/sql-rows';

export type WriteCounter = () => Promise<number>;

export async function installWriteCounter(db: Db): Promise<WriteCounter> {
  const tables = await sqlRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  if (tables.length < 10) throw new Error(`installWriteCounter: only ${tables.length} tables found`);
  await db.execute(sql`create table test_write_counter (writes bigint not null)`);
  await db.execute(sql`insert into test_write_counter values (0)`);
  await db.execute(
    sql.raw(`create function test_count_write() returns trigger language plpgsql as $$
      begin update test_write_counter set writes = writes + 1; return null; end $$`),
  );
  for (const { name } of tables) {
    const events = name === 'sessions' ? 'insert or delete' : 'insert or update or delete';
    const table = `"${name.replaceAll('"', '""')}"`;
    await db.execute(sql.raw(`create trigger test_count_writes after ${events} on ${table} for each row execute function test_count_write()`));
  }
  return async () => {
    const [row] = await sqlRows<{ writes: string | number }>(db, sql`select writes from test_write_counter`);
    return Number(row.writes);
  };
}
