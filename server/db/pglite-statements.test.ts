import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { namedStatements } from './pglite-statements';

// PGlite is embedded on every database kind's test run alike: this needs no server.
describe('namedStatements', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`create table visits (id serial primary key, pet text not null, at timestamptz not null,
      paid boolean not null, notes jsonb, tags text[] not null default '{}', nights integer)`);
  });
  beforeEach(() => client.exec('truncate visits restart identity; deallocate all'));
  afterAll(() => client.close());

  const preparedNames = async () =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements order by prepare_time')).rows.map((row) => row.name);

  it('prepares each text once and answers as plain PGlite does, with every kind of parameter', async () => {
    const statements = namedStatements(client);
    const insert = 'insert into visits (pet, at, paid, notes, tags, nights) values ($1, $2, $3, $4, $5, $6) returning *';
    const values = [
      ['Rex', new Date('2025-03-05T10:30:00Z'), true, { diet: 'salmon', walks: [1, 2] }, ['calm', 'o\'reilly "quoted"'], 3],
      ['Mia', '2025-03-06 08:00:00+00', false, null, [], null],
    ];
    for (const row of values) await statements.query(insert, row);
    const read = 'select * from visits where paid = $1 or nights is null order by id';
    const named = await statements.query(read, [true]);
    const again = await statements.query(read, [true]);
    const plain = await client.query(read, [true]);

    expect(named.rows).toEqual(plain.rows);
    expect(named.fields).toEqual(plain.fields);
    expect(again.rows).toEqual(plain.rows);
    expect(named.rows).toEqual([
      {
        id: 1,
        pet: 'Rex',
        at: new Date('2025-03-05T10:30:00Z'),
        paid: true,
        notes: { diet: 'salmon', walks: [1, 2] },
        tags: ['calm', 'o\'reilly "quoted"'],
        nights: 3,
      },
      { id: 2, pet: 'Mia', at: new Date('2025-03-06T08:00:00Z'), paid: false, notes: null, tags: [], nights: null },
    ]);
    expect(statements.size).toBe(2);
    expect(await preparedNames()).toHaveLength(2);
  });

  it('answers in array mode and with the affected row count, as plain PGlite does', async () => {
    const statements = namedStatements(client);
    await statements.query('insert into visits (pet, at, paid) values ($1, now(), true), ($2, now(), false)', ['Rex', 'Mia']);
    const update = await statements.query('update visits set nights = $1 where paid = $2', [2, true]);
    expect(update.affectedRows).toBe(1);
    const rows = await statements.query('select pet, nights from visits order by id', [], { rowMode: 'array' });
    expect(rows.rows).toEqual([
      ['Rex', 2],
      ['Mia', null],
    ]);
  });

  it('keeps at most its limit of statements, closing the least recently used', async () => {
    const statements = namedStatements(client, 2);
    await statements.query('select 1 as one');
    await statements.query('select 2 as two');
    await statements.query('select 1 as one'); // used again: "two" is now the oldest
    await statements.query('select 3 as three');
    expect(statements.size).toBe(2);
    const texts = (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows;
    expect(texts.map((row) => row.statement)).toEqual(['select 1 as one', 'select 3 as three']);
    expect((await statements.query<{ two: number }>('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('throws PostgreSQL’s error with the query on it, changes nothing, and answers the next query', async () => {
    const statements = namedStatements(client);
    const insert = 'insert into visits (pet, at, paid, nights) values ($1, now(), true, $2)';
    const failed = await statements.query(insert, ['Rex', 'many']).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '22P02', query: insert, params: ['Rex', 'many'] });
    const syntax = await statements.query('selec 1').catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await statements.query('select count(*)::int as n from visits')).rows).toEqual([{ n: 0 }]);
  });

  it('prepares a statement again when PostgreSQL no longer has it, or its result changed shape', async () => {
    const statements = namedStatements(client);
    await statements.query('insert into visits (pet, at, paid) values ($1, now(), true)', ['Rex']);
    const read = 'select * from visits';
    expect((await statements.query(read)).rows).toHaveLength(1);
    await client.exec('deallocate all');
    expect((await statements.query(read)).rows).toHaveLength(1);
    await client.exec('alter table visits add column room text');
    try {
      expect((await statements.query<{ room: string | null }>(read)).rows[0].room).toBeNull();
      expect(await preparedNames()).toHaveLength(1); // the one whose shape changed is closed
    } finally {
      await client.exec('alter table visits drop column room');
    }
  });

  it('runs inside a transaction, which sees its own writes and rolls back on an error', async () => {
    const statements = namedStatements(client);
    const insert = 'insert into visits (pet, at, paid) values ($1, now(), true)';
    const count = 'select count(*)::int as n from visits';
    const failure = await client
      .transaction(async (tx) => {
        await statements.queryInTransaction(tx, insert, ['Rex']);
        expect((await statements.queryInTransaction(tx, count)).rows).toEqual([{ n: 1 }]);
        await statements.queryInTransaction(tx, 'insert into visits (pet, at, paid, nights) values ($1, now(), true, $2)', ['Mia', 'many']);
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '22P02' });
    expect((await statements.query(count)).rows).toEqual([{ n: 0 }]);

    await client.transaction((tx) => statements.queryInTransaction(tx, insert, ['Rex']));
    expect((await statements.query(count)).rows).toEqual([{ n: 1 }]);
  });
});
