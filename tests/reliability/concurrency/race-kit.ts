// Shared by the concurrency suites: start N copies of a request at once, count stored rows, and
// build the requests the product's own dialogs send. On PostgreSQL the app's pool runs the racers
// on several connections at once; on PGlite they interleave in one process (the only instance
// PGlite can have).
import { sql, type SQL } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Db } from '../../../server/db/client';
import type { MailMessage, Mailer } from '../../../server/platform/mail/mailer';
import { sqlRows } from '../../helpers/sql-rows';
import { day } from '../../helpers/test-calendar';

/** How many copies of one request race in each test. */
export const RACERS = 8;

/** Starts `count` calls together and waits for all of them. */
export function race<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_unused, index) => call(index)));
}

/** The status codes of a race's answers, in order, for one readable assertion. */
export const statusesOf = (responses: { statusCode: number }[]) => responses.map((res) => res.statusCode).sort();

/** How many answers have this status. */
export const countOf = (responses: { statusCode: number }[], status: number) => responses.filter((res) => res.statusCode === status).length;

/** `select count(*) ... where <condition>` as a number, on either driver. */
export async function countRows(db: Db, table: string, condition: SQL = sql`true`): Promise<number> {
  const [row] = await sqlRows<{ count: string | number }>(
    db,
    sql`select count(*) as count from ${sql.identifier(table)} where ${condition}`,
  );
  return Number(row.count);
}

/**
 * A nominal 'YYYY-MM-DD' (tests/helpers/test-calendar.ts, 2027 onwards) and 'HH:MM' -> the real
 * instant ahead of today, in UTC (the tests' business time zone).
 */
export const at = (nominalDay: string, time = '09:00') => `${day(nominalDay)}T${time}:00.000Z`;

/** A boarding request as the booking dialog sends it. */
export const boardingBody = (petId: number, from: string, to: string) => ({
  petId,
  serviceType: 'boarding',
  startDate: at(from),
  endDate: at(to),
});

/** A one-hour training request as the booking dialog sends it. */
export const trainingBody = (petId: number, day: string, time: string) => ({
  petId,
  serviceType: 'training',
  startDate: at(day, time),
  endDate: at(day, time),
});

/** A mailer that keeps what it is given, so a test can count receipts. */
export function capturingMailer() {
  const sent: MailMessage[] = [];
  return {
    sent,
    mailer: { send: async (message: MailMessage) => void sent.push(message) } satisfies Mailer,
    /**
     * Mails whose subject starts with `prefix`. Given the database, first waits until every queued
     * mail has been handed to the mailer (none unsent): every mail the requests queued is counted,
     * and none is still on its way.
     */
    async withSubject(prefix: string, db?: Db): Promise<MailMessage[]> {
      if (db)
        await vi.waitFor(async () => expect(await countRows(db, 'mail_queue', sql`sent_at is null`)).toBe(0), {
          timeout: 10_000,
          interval: 20,
        });
      return sent.filter((message) => message.subject.startsWith(prefix));
    },
  };
}
