// A page of one pet's records (its vaccinations, its vet visits), newest first, read together with
// the pet's ownership so that the access check needs no read of its own (decisions.md 87): one
// statement after the session, prepared once per database (decisions.md 85).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedQuery, queryName } from '../../db/prepared-queries';
import { pets } from '../../db/schema';
import { toPage, type ListPage, type Page } from '../list-query';
import { requireAccessToLoaded, type AccessUser } from './access';
import { livePet, petOwnership } from './resources';

type PetRecordTable = PgTable & { id: PgColumn; petId: PgColumn; $inferSelect: { id: number } };

export type PetRecordList<T extends PetRecordTable> = {
  /** The prepared queries' name (one per cursor variant). */
  name: string;
  table: T;
  /** Sorted by this column, newest first, then by id. */
  newestFirst: PgColumn;
};

/** The pet's records as `user` may read them: 404 for a pet they may not read, a missing or an archived one. */
export async function petRecordsPage<T extends PetRecordTable>(
  db: Db,
  user: AccessUser,
  list: PetRecordList<T>,
  petId: number,
  page: ListPage,
): Promise<Page<T['$inferSelect']>> {
  const rows = await petRecordsQuery(db, list, page.cursor !== undefined).execute({ petId, cursor: page.cursor, limit: page.limit + 1 });
  await requireAccessToLoaded(db, user, 'read', 'pet', rows.length > 0 ? petOwnership(rows[0].pet) : null);
  return toPage(
    rows.flatMap((row) => (row.record ? [row.record] : [])),
    page.limit,
  );
}

type Row<T extends PetRecordTable> = { pet: { id: number; ownerId: number }; record: T['$inferSelect'] | null };

/**
 * The page with the pet's id and owner on each row: a left join, so a pet without records is one
 * row with none, and a missing or archived pet no row at all.
 */
function petRecordsQuery<T extends PetRecordTable>(db: Db, list: PetRecordList<T>, afterCursor: boolean) {
  return preparedQuery(db, queryName(list.name, afterCursor && 'after_cursor'), (db, name) => {
    const { table, newestFirst } = list;
    const petId = sql.placeholder('petId');
    // The cursor row is looked up in this pet's records only, so another pet's record id reveals nothing.
    const after = afterCursor
      ? sql`(${newestFirst}, ${table.id}) < (select r.${sql.identifier(newestFirst.name)}, r.id from ${table} r where r.id = ${sql.placeholder('cursor')} and r.${sql.identifier(table.petId.name)} = ${petId})`
      : undefined;
    const query = db
      .select({ pet: { id: pets.id, ownerId: pets.ownerId }, record: table as PgTable })
      .from(pets)
      .leftJoin(table as PgTable, and(eq(table.petId, pets.id), after))
      .where(livePet(petId))
      .orderBy(desc(newestFirst), desc(table.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
    return query as unknown as { execute(values: Record<string, unknown>): Promise<Row<T>[]> };
  });
}
