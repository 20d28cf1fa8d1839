// The query plans of the hot queries at the large scale. Rather than copying SQL that would drift
// from the services, it calls the real service functions through a Drizzle handle whose logger
// records each statement and its parameters, then runs EXPLAIN (ANALYZE, BUFFERS) on each.
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle, Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { dashboardSummary } from '../server/features/dashboard/dashboard.service';
import { listOwnBookings } from '../server/features/bookings/booking-list.service';
import { listOwnPets } from '../server/features/pets/pets.service';
import { listVetRecords } from '../server/features/vet-records/vet-records.service';
import { listNotifications } from '../server/features/notifications/notifications.service';
import { listClientPets } from '../server/features/trainer-clients/trainer-clients.service';
import { listTrainerSessions } from '../server/features/training-sessions/sessions.service';
import { trainerAnalytics } from '../server/features/analytics/analytics.service';
import { analyticsRange } from '../server/features/analytics/analytics-range';
import { petTimeline } from '../server/features/timeline/timeline.service';
import { dayBoard } from '../server/features/front-desk/day-board.service';
import { businessReport } from '../server/features/reports/reports.service';
import { listConversations } from '../server/features/messages/conversation-list.service';
import { listMessages } from '../server/features/messages/message.service';
import { bookingBill } from '../server/domain/bookings/booking-bill';
import { cancellationQuote } from '../server/domain/bookings/cancellation-policy';
import { cardsOf } from '../server/domain/payments/saved-cards';
import { enrollmentViews } from '../server/features/programs/enrollment-view';
import { MESSAGE_PAGE_SIZE } from '../common/message-schemas';
import { DEFAULT_SETTINGS_START } from '../server/domain/business/business-settings';
import type { Config } from '../server/config';
import { REPORT_NAMES } from '../common/report-schemas';
import type { SessionUser } from '../server/platform/auth-guard';
import { DatabaseSessionStore } from '../server/platform/session-store';
import { sqlRows } from '../server/platform/sql-rows';
import type { GrowthIds } from './growth-seed';

export type QueryPlan = { query: string; statement: string; plan: string };

type Logged = { statement: string; params: unknown[] };

const TIME_ZONE = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Explains every statement the hot reads send, as one entry per statement. */
export async function explainHotQueries(handle: DatabaseHandle, ids: GrowthIds): Promise<QueryPlan[]> {
  const logged: Logged[] = [];
  const logger = { logQuery: (statement: string, params: unknown[]) => logged.push({ statement, params }) };
  const db = (handle.pglite
    ? drizzlePglite(handle.pglite, { schema, logger })
    : drizzlePg(handle.pool!, { schema, logger })) as unknown as Db;
  const owner = await sessionUser(handle.db, ids.ownerId);
  const trainer = await sessionUser(handle.db, ids.trainerId);
  const admin = await sessionUser(handle.db, ids.adminId);
  const [session] = await sqlRows<{ id: string }>(handle.db, sql`select id from sessions order by id limit 1`);
  const store = new DatabaseSessionStore(db);
  const range = analyticsRange({}, TIME_ZONE);
  const [paidBooking] = await handle.db.select().from(schema.bookings).where(eq(schema.bookings.id, ids.paidBookingId));
  const [cancellableBooking] = await handle.db.select().from(schema.bookings).where(eq(schema.bookings.id, ids.cancellableBookingId));
  // The settings row exists by now (the servers read it); these are only its starting values.
  const business = DEFAULT_SETTINGS_START as Config;

  const probes: [string, () => Promise<unknown>][] = [
    ['session lookup', () => new Promise((resolve, reject) => store.get(session.id, (error) => (error ? reject(error) : resolve(null))))],
    ['GET /api/pets', () => listOwnPets(db, owner, { limit: 200 })],
    ['GET /api/bookings', () => listOwnBookings(db, owner, { limit: 200 }, TIME_ZONE)],
    ['GET /api/pets/:id/vet-records', () => listVetRecords(db, owner, ids.ownerPetId, { limit: 200 })],
    ['GET /api/dashboard', () => dashboardSummary(db, owner)],
    ['GET /api/notifications', () => listNotifications(db, owner, { limit: 200, unreadOnly: false })],
    ['GET /api/pets/:id/timeline', () => petTimeline(db, owner, ids.ownerPetId)],
    ['GET /api/trainer/clients', () => listClientPets(db, trainer, undefined)],
    ['GET /api/trainer/sessions', () => listTrainerSessions(db, trainer, { limit: 200 })],
    ['GET /api/trainer/analytics', () => trainerAnalytics(db, trainer, range, 20)],
    ['GET /api/admin/day', () => dayBoard({ db, config: business }, undefined)],
    ['GET /api/conversations', () => listConversations(db, owner, { limit: 200, filter: 'all' }, 'PawsConnect')],
    ['GET /api/conversations?limit=20 (trainer)', () => listConversations(db, trainer, { limit: 20, filter: 'all' }, 'PawsConnect')],
    ['GET /api/conversations?limit=20 (admin)', () => listConversations(db, admin, { limit: 20, filter: 'all' }, 'PawsConnect')],
    ['GET /api/conversations/:id/messages', () => listMessages(db, owner, ids.ownerConversationId, { limit: MESSAGE_PAGE_SIZE })],
    ['GET /api/bookings/:id/bill', () => bookingBill(db, paidBooking, { businessName: 'PawsConnect', timeZone: TIME_ZONE })],
    ['GET /api/payment-methods', () => cardsOf(db, ids.ownerId, 'sandbox')],
    ['GET /api/bookings/:id/cancellation', () => cancellationQuote(db, cancellableBooking, new Date())],
    [
      'GET /api/enrollments/:id',
      () => enrollmentViews(db, and(eq(schema.programEnrollments.id, ids.enrollmentId), eq(schema.programEnrollments.userId, ids.ownerId))),
    ],
    ...REPORT_NAMES.map((name): [string, () => Promise<unknown>] => [
      `GET /api/admin/reports/${name}`,
      () => businessReport({ db, config: business }, name, {}),
    ]),
  ];
  const plans: QueryPlan[] = [];
  for (const [query, probe] of probes) {
    logged.length = 0;
    await probe();
    for (const { statement, params } of [...logged]) {
      plans.push({ query, statement, plan: await explain(handle, statement, params) });
    }
  }
  return plans;
}

async function explain(handle: DatabaseHandle, statement: string, params: unknown[]): Promise<string> {
  const text = `explain (analyze, buffers) ${statement}`;
  const result = handle.pglite ? await handle.pglite.query<Record<string, string>>(text, params) : await handle.pool!.query(text, params);
  return (result.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']).join('\n');
}

async function sessionUser(db: Db, id: number): Promise<SessionUser> {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
}

export function formatPlans(plans: QueryPlan[]): string {
  return plans.map((entry) => `-- ${entry.query}\n${entry.statement.replace(/\s+/g, ' ')}\n${entry.plan}`).join('\n\n');
}
