// A kept prepared select maps its rows with the compiled mapper, to exactly what Drizzle's own
// mapping gives: nested objects, decoded values (timestamps, JSON, computed fields with their
// decoder), and a left-joined table's object null when the join found no row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../tests/helpers/test-database';
import type { DatabaseHandle, Db } from './client';
import { preparedQuery } from './prepared-queries';
import { notifications, pets, users } from './schema';

let handle: DatabaseHandle;
const userIds: number[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const name of ['mapper_ada', 'mapper_bea']) {
    const [row] = await handle.db
      .insert(users)
      .values({ username: name, password: 'x', email: `${name}@example.com`, firstName: name === 'mapper_ada' ? 'Ada' : null })
      .returning({ id: users.id });
    userIds.push(row.id);
  }
  // Ada has a pet and a notification with data; Bea has neither.
  await handle.db.insert(pets).values({ ownerId: userIds[0], name: 'Rex', petType: 'dog', breed: 'Collie' });
  await handle.db.insert(notifications).values({
    userId: userIds[0],
    type: 'info',
    category: 'general',
    title: 'Hello',
    message: 'A "quoted" message',
    data: { url: '/pets', ids: [1, 2] },
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
  });
});

afterAll(() => handle.close());

/** Owners with their first pet and notification, left-joined, and computed fields. */
function ownersSelect(db: Db) {
  return db
    .select({
      id: users.id,
      owner: { username: users.username, firstName: users.firstName, shown: sql<string>`coalesce(${users.firstName}, ${users.username})` },
      pet: { id: pets.id, name: pets.name, createdAt: pets.createdAt },
      notification: { title: notifications.title, data: notifications.data, createdAt: notifications.createdAt },
      petCount: sql<number>`(select count(*) from pets p where p.owner_id = ${users.id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(pets, eq(pets.ownerId, users.id))
    .leftJoin(notifications, eq(notifications.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(asc(users.id));
}

describe('the compiled row mapper', () => {
  it('maps a kept prepared select as Drizzle maps the same select', async () => {
    const kept = preparedQuery(handle.db, 'test_mapper_owners', (db, name) => ownersSelect(db as Db).prepare(name));
    expect(typeof (kept as unknown as { customResultMapper?: unknown }).customResultMapper).toBe('function');
    const viaMapper = await kept.execute({ ids: userIds });
    const viaDrizzle = await ownersSelect(handle.db).execute({ ids: userIds });
    expect(viaMapper).toEqual(viaDrizzle);
    expect(viaMapper).toEqual([
      {
        id: userIds[0],
        owner: { username: 'mapper_ada', firstName: 'Ada', shown: 'Ada' },
        pet: { id: expect.any(Number), name: 'Rex', createdAt: expect.any(Date) },
        notification: { title: 'Hello', data: { url: '/pets', ids: [1, 2] }, createdAt: new Date('2026-01-02T03:04:05.678Z') },
        petCount: 1,
      },
      // No pet, no notification: the joined objects are null, not objects of nulls.
      {
        id: userIds[1],
        owner: { username: 'mapper_bea', firstName: null, shown: 'mapper_bea' },
        pet: null,
        notification: null,
        petCount: 0,
      },
    ]);
  });
});
