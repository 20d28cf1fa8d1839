// The prepared hot reads (decisions.md 85): built once per database, run inside a transaction when
// given one, and a list of ids of any length as one array parameter. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../tests/helpers/test-database';
import type { DatabaseHandle, Db, Tx } from './client';
import { anyOf, preparedQuery, queryName, selectPreparedOrLocked } from './prepared-queries';
import { rowWith } from './row-with';
import { users } from './schema';

let handle: DatabaseHandle;
const userIds: number[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const name of ['ada', 'bea', 'cal']) {
    const [row] = await handle.db
      .insert(users)
      .values({ username: `prepared_${name}`, password: 'x', email: `${name}@example.com`, firstName: name })
      .returning({ id: users.id });
    userIds.push(row.id);
  }
});

afterAll(() => handle.close());

const usernamesQuery = (db: Db | Tx) =>
  preparedQuery(db, 'test_usernames', (db, name) =>
    db.select({ username: users.username }).from(users).where(anyOf(users.id, 'ids')).orderBy(asc(users.id)).prepare(name),
  );

describe('preparedQuery', () => {
  it('builds a query once per database and answers each call with its own values', async () => {
    let builds = 0;
    const query = () =>
      preparedQuery(handle.db, 'test_username_by_id', (db, name) => {
        builds++;
        return db
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .prepare(name);
      });
    expect(await query().execute({ id: userIds[0] })).toEqual([{ username: 'prepared_ada' }]);
    expect(await query().execute({ id: userIds[2] })).toEqual([{ username: 'prepared_cal' }]);
    expect(query()).toBe(query());
    expect(builds).toBe(1);
  });

  it('takes a list of ids of any length as one array', async () => {
    expect(await usernamesQuery(handle.db).execute({ ids: [userIds[1]] })).toEqual([{ username: 'prepared_bea' }]);
    expect(await usernamesQuery(handle.db).execute({ ids: userIds })).toEqual(
      ['prepared_ada', 'prepared_bea', 'prepared_cal'].map((username) => ({ username })),
    );
    expect(await usernamesQuery(handle.db).execute({ ids: [] })).toEqual([]);
  });

  it('runs inside the transaction it is given: it sees the transaction’s own uncommitted rows', async () => {
    const insideRead: unknown[] = [];
    await handle.db
      .transaction(async (tx) => {
        await tx.update(users).set({ username: 'prepared_ada_renamed' }).where(eq(users.id, userIds[0]));
        insideRead.push(...(await usernamesQuery(tx).execute({ ids: [userIds[0]] })));
        tx.rollback(); // throws, and the update is undone
      })
      .catch(() => undefined);
    expect(insideRead).toEqual([{ username: 'prepared_ada_renamed' }]);
    expect(await usernamesQuery(handle.db).execute({ ids: [userIds[0]] })).toEqual([{ username: 'prepared_ada' }]);
  });
});

describe('selectPreparedOrLocked', () => {
  it('runs the kept prepared query unless asked to lock, then builds the select afresh with for update', async () => {
    const strengths: string[] = [];
    let builds = 0;
    const byId = (db: Db | Tx) => {
      builds++;
      const select = db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')));
      const lockFor = select.for.bind(select);
      return Object.assign(select, {
        for: (strength: 'update') => {
          strengths.push(strength);
          return lockFor(strength);
        },
      });
    };
    const read = (db: Db | Tx, id: number, lock?: boolean) => selectPreparedOrLocked(db, 'test_lockable_by_id', byId, { id }, { lock });
    expect(await read(handle.db, userIds[0])).toEqual([{ username: 'prepared_ada' }]);
    expect(await read(handle.db, userIds[1])).toEqual([{ username: 'prepared_bea' }]);
    expect(builds).toBe(1);
    expect(strengths).toEqual([]);

    await handle.db.transaction(async (tx) => {
      expect(await read(tx, userIds[2], true)).toEqual([{ username: 'prepared_cal' }]);
    });
    expect(builds).toBe(2);
    expect(strengths).toEqual(['update']);
  });
});

describe('queryName', () => {
  it('joins the base and the parts that apply', () => {
    expect(queryName('notifications', false, 'after_cursor')).toBe('notifications_after_cursor');
    expect(queryName('own_bookings', 'upcoming', 'by_pet', undefined)).toBe('own_bookings_upcoming_by_pet');
    expect(queryName('cart', false)).toBe('cart');
  });
});

describe('rowWith', () => {
  it('gives the row’s fields then the added ones, in the spread’s order, and leaves the row alone', () => {
    const row = { id: 1, name: 'Rex', note: 'old' };
    const view = rowWith(row, { note: 'new', petName: 'Rex' });
    expect(Object.keys(view)).toEqual(Object.keys({ ...row, note: 'new', petName: 'Rex' }));
    expect(view).toEqual({ id: 1, name: 'Rex', note: 'new', petName: 'Rex' });
    expect(row).toEqual({ id: 1, name: 'Rex', note: 'old' });
  });
});
