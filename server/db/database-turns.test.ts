import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTurnQueue } from './database-turns';
import { pgliteHandle } from './pglite-handle';

describe('createTurnQueue', () => {
  it('hands out turns in arrival order, one per event-loop iteration', async () => {
    const log: string[] = [];
    const queue = createTurnQueue();
    const turns = [1, 2, 3].map((n) => queue.turn().then(() => log.push(`turn ${n}`)));
    setImmediate(() => log.push('other work'));
    await Promise.all(turns);
    expect(log).toEqual(['turn 1', 'other work', 'turn 2', 'turn 3']);
  });
});

// PGlite is embedded on every database kind's test run alike: this needs no server.
describe('the PGlite handle takes turns', () => {
  let raw: PGlite;
  beforeAll(async () => {
    raw = new PGlite();
    await raw.query('create table visits (n integer)');
  });
  afterAll(() => raw.close());

  /** Sends a burst of queries and says whether other work ran before the last one answered. */
  async function otherWorkRanDuringBurst(client: PGlite): Promise<boolean> {
    await client.query('select 1'); // ready, and nothing of it left pending
    let otherWorkRan = false;
    const burst = Array.from({ length: 10 }, (_, n) => client.query('insert into visits values ($1)', [n]));
    setImmediate(() => (otherWorkRan = true));
    const last = burst[burst.length - 1];
    await last;
    const ranBeforeLast = otherWorkRan;
    await Promise.all(burst);
    return ranBeforeLast;
  }

  it('lets other work run between the queries of a burst, which plain PGlite does not', async () => {
    expect(await otherWorkRanDuringBurst(raw)).toBe(false);
    expect(await otherWorkRanDuringBurst(pgliteHandle(raw))).toBe(true);
  });

  it('answers in order, and runs a transaction with the queries inside it as one turn', async () => {
    const client = pgliteHandle(raw);
    await client.query('delete from visits');
    const answers = await Promise.all([1, 2, 3].map((n) => client.query<{ n: number }>('insert into visits values ($1) returning n', [n])));
    expect(answers.map((answer) => answer.rows[0].n)).toEqual([1, 2, 3]);

    const total = await client.transaction(async (tx) => {
      await tx.query('insert into visits values (4)');
      return (await tx.query<{ total: number }>('select sum(n)::integer as total from visits')).rows[0].total;
    });
    expect(total).toBe(10);
    expect((await client.query('select * from visits')).rows).toHaveLength(4);
  });
});
