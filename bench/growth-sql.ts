// What the growth bench's seed files share: raw statements, whole numbers written into the SQL
// text, and each booking's terms.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../server/db/client';

export const run = (db: Db | Tx, query: ReturnType<typeof sql>) => db.execute(query);
/** A whole number written into the SQL text: a bound parameter would arrive untyped (as text) in these expressions. */
export const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** Each booking's terms (decisions.md 18): the starting settings' rate is close enough for timing. */
export const BENCH_TERMS = sql`'{"rateCents": 8900, "multiPetDiscountPercent": 15, "fullRefundHours": 24}'::jsonb`;
