// Counts every row written, so "nothing stored after a refused request" is one cheap read. A
// row trigger on every table of this test file's own database adds one to a counter in the same
// transaction as the write: an insert, update or delete that commits moves it, one that rolls
// back does not. Sessions count only when made or ended (their sliding expiry is bookkeeping),
// and a notification's `emailed_at` is not counted: the e-mail is claimed after the reply, by
// whichever instance hears the notification first (over LISTEN/NOTIFY on PostgreSQL), so it can
// land after any wait for writes to settle and be taken for a write by the next, refused request.
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
  const notificationColumns = await sqlRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = 'notifications' and column_name <> 'emailed_at'`,
  );
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const eventsFor = (table: string) => {
    if (table === 'sessions') return 'insert or delete';
    if (table === 'notifications') return `insert or delete or update of ${notificationColumns.map((c) => quoted(c.name)).join(', ')}`;
    return 'insert or update or delete';
  };
  for (const { name } of tables) {
    const events = eventsFor(name);
    const table = quoted(name);
    await db.execute(
      sql.raw(`create trigger test_count_writes after ${events} on ${table} for each row execute function test_count_write()`),
    );
  }
  return async () => {
    const [row] = await sqlRows<{ writes: string | number }>(db, sql`select writes from test_write_counter`);
    return Number(row.writes);
  };
}
