// Shared by the payment API tests: a test app whose mail goes to an SMTP sink, an owner with two
// vaccinated pets and a stranger, and the requests of the checkout page. Bookings are made on the
// nominal calendar of tests/helpers/test-calendar.ts, so they lie ahead of today whatever the date.
import { afterAll, beforeAll, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Pet } from '../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from './factories';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink';
import { sqlRows } from './sql-rows';
import { useTestApp, type UsedTestApp } from './use-test-app';
import type { RegisteredUser } from './users';
import { day } from './test-calendar';
import type { Db } from '../../server/db/client';
import { bookings } from '../../server/db/schema';

/** A boarding request as the booking dialog sends it (the test process's zone, UTC, is the business zone). */
const boardingBody = (petId: number, from: string, to: string, extra: Record<string, unknown>) => ({
  petId,
  serviceType: 'boarding',
  startDate: `${day(from)}T09:00:00.000Z`,
  endDate: `${day(to)}T09:00:00.000Z`,
  ...extra,
});

export const storedBooking = async (db: Db, id: number) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** A card as the sandbox's form sends it; it expires years after today. */
export { sandboxCard as card } from './sandbox-card';

export type PaymentsKit = {
  t: UsedTestApp;
  sink: SmtpSink;
  /** Set before the first test: the owner (Olive), her pets Rex and Mia, and another user. */
  owner: RegisteredUser;
  stranger: RegisteredUser;
  rex: Pet;
  mia: Pet;
  /** A new three-day boarding stay for Rex and Mia in (nominal) 2029, each on its own dates. */
  newBooking(): Promise<{ id: number; totalPrice: number }>;
  intentFor(bookingId: number, who?: RegisteredUser): ReturnType<UsedTestApp['call']>;
  confirm(body: Record<string, unknown>, who?: RegisteredUser): ReturnType<UsedTestApp['call']>;
  /** The first mail the sink got whose subject starts so, waiting for it. */
  mailWithSubject(prefix: string): Promise<ReceivedMail>;
  /** On PostgreSQL, until a request of this database waits for a row lock; PGlite runs one transaction at a time. */
  untilSomeoneWaitsForALock(): Promise<void>;
};

/** Call once at the top of a test file. */
export async function usePaymentsKit(): Promise<PaymentsKit> {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const t = useTestApp({ env: { SMTP_URL: sink.url } });
  let nextDay = 1;
  const kit: PaymentsKit = {
    t,
    sink,
    owner: undefined as never,
    stranger: undefined as never,
    rex: undefined as never,
    mia: undefined as never,
    async newBooking() {
      const first = nextDay;
      nextDay += 5;
      const nominal = (offset: number) => new Date(Date.UTC(2029, 0, offset)).toISOString().slice(0, 10);
      const body = boardingBody(kit.rex.id, nominal(first), nominal(first + 3), { additionalPetIds: [kit.mia.id] });
      const res = await t.call('POST', '/api/bookings', kit.owner, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    intentFor: (bookingId, who = kit.owner) => t.call('POST', '/api/create-payment-intent', who, { bookingId }),
    confirm: (body, who = kit.owner) => t.call('POST', '/api/sandbox/confirm', who, body),
    async mailWithSubject(prefix) {
      for (let waited = 0; waited < 5000; waited += 50) {
        const found = sink.messages.find((message) => message.subject.startsWith(prefix));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail with subject ${prefix}`);
    },
    async untilSomeoneWaitsForALock() {
      if (t.database.kind !== 'postgres') return;
      const waiting = sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
      for (let waited = 0; waited < 5000; waited += 20) {
        if ((await sqlRows<{ n: number }>(t.db, waiting))[0].n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('nobody waited for the booking lock');
    },
  };
  beforeAll(async () => {
    kit.owner = await t.register({ firstName: 'Olive' });
    kit.stranger = await t.register();
    kit.rex = await postVaccinatedPet(t.app, t.db, kit.owner, rexProfile);
    kit.mia = await postVaccinatedPet(t.app, t.db, kit.owner, { ...rexProfile, name: 'Mia' });
  });
  return kit;
}
