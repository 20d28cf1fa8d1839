import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteHandle } from './pglite-handle';
import { DRIZZLE_TEXT_TYPES, withoutDrizzleParsers } from './pglite-parsers';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  dayObject: date('day_object', { mode: 'date' }).notNull(),
  span: interval('span').notNull(),
  stamps: timestamp('stamps', { withTimezone: true, mode: 'string' }).array().notNull(),
  amounts: numeric('amounts').array().notNull(),
});

const CREATE = `create table moments (id integer primary key, at timestamptz not null, at_text timestamptz not null,
  local timestamp not null, day date not null, day_object date not null, span interval not null,
  stamps timestamptz[] not null, amounts numeric[] not null)`;
const ROW = `insert into moments values (1, '2027-03-05 10:30:00.123+00', '2027-03-05 10:30:00+00', '2027-03-05 10:30:00',
  '2027-03-05', '2027-03-06', '1 day 02:00:00', array['2027-03-05 10:30:00+00', '2027-03-06 08:00:00+00']::timestamptz[],
  array[1.50, 20]::numeric[])`;

// PGlite is embedded on every database kind's test run alike: this needs no server.
describe('Drizzle’s parsers in the client’s table', () => {
  let plain: PGlite;
  let tuned: PGlite;
  beforeAll(async () => {
    plain = new PGlite();
    tuned = new PGlite();
    for (const client of [plain, tuned]) {
      await client.exec(CREATE);
      await client.exec(ROW);
    }
  });
  afterAll(async () => {
    await plain.close();
    await tuned.close();
  });

  it("leaves out exactly the parsers Drizzle's driver sends with each query (a Drizzle upgrade that changes them fails here)", async () => {
    const sent: unknown[] = [];
    const spying = new Proxy(plain, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (property !== 'query' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
        return (text: string, params: unknown[], options: { parsers?: Record<number, (text: string) => unknown> }) => {
          sent.push(options?.parsers);
          return value.call(target, text, params, options);
        };
      },
    });
    const db = drizzle({ client: spying });
    await db.select().from(moments);
    await db.execute(sql`select 1`);
    expect(sent).toHaveLength(2);
    for (const parsers of sent as Record<number, (text: string) => unknown>[]) {
      expect(Object.keys(parsers).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
      for (const type of DRIZZLE_TEXT_TYPES) expect(parsers[type]('2027-03-05')).toBe('2027-03-05');
    }
  });

  it('reads every date, time, interval and array as Drizzle over plain PGlite does, in a transaction too', async () => {
    const before = await drizzle({ client: plain }).select().from(moments);
    const db = drizzle({ client: pgliteHandle(tuned) });
    const after = await db.select().from(moments);
    const inTransaction = await db.transaction((tx) => tx.select().from(moments));
    const raw = await db.execute(sql`select at, day, span from moments`);

    expect(after).toEqual(before);
    expect(inTransaction).toEqual(before);
    expect(after[0]).toMatchObject({
      at: new Date('2027-03-05T10:30:00.123Z'),
      day: '2027-03-05',
      stamps: ['2027-03-05 10:30:00+00', '2027-03-06 08:00:00+00'],
      amounts: ['1.50', '20'],
    });
    expect(raw.rows[0]).toEqual({ at: '2027-03-05 10:30:00.123+00', day: '2027-03-05', span: '1 day 02:00:00' });
  });

  it('leaves Drizzle’s parsers out of a query’s options, and keeps any others', async () => {
    const drizzleOptions = {
      rowMode: 'array',
      parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, (text: string) => text])),
    };
    expect(withoutDrizzleParsers(drizzleOptions)).toEqual({ rowMode: 'array' });
    const own = { parsers: { 23: (text: string) => `#${text}` } };
    expect(withoutDrizzleParsers(own)).toBe(own);
    const client = pgliteHandle(tuned);
    const answer = await client.query<{ n: string }>('select 7::int as n', [], own);
    expect(answer.rows[0].n).toBe('#7');
  });
});
