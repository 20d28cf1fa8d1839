// buildApp(deps): the whole HTTP application. No side effects at import; main.ts and the tests
// call it with an open database.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AppDeps } from './platform/app-deps';
import { requireSignIn } from './platform/auth-guard';
import { registerErrorHandling } from './platform/errors';
import { responseSerializerCompiler } from './platform/response-serializer';
import { registerCrossSiteGuard } from './platform/cross-site-guard';
import { registerHostHeaderGuard } from './platform/host-header-guard';
import { registerNulGuard } from './platform/nul-guard';
import { registerNoStore } from './platform/private-responses';
import { registerCompressedResponses } from './platform/compressed-responses';
import { registerRequestLog } from './platform/request-log';
import { registerRouteCatalogue } from './platform/route-catalogue';
import { registerSecurityHeaders } from './platform/security-headers';
import { createNotificationHub, type NotificationHub } from './platform/notifications/hub';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { deliverQueuedMail, scheduleMailDelivery } from './platform/mail/mail-queue';
import { limiterBuilder, type CounterStore } from './platform/rate-limits/limiter';
import { counterStoreFor } from './platform/rate-limits/counter-store-for';
import { registerSessions } from './platform/sessions';
import { createSocketRegistry } from './platform/realtime/socket-registry';
import { handleSocketError } from './platform/realtime/socket-errors';
import { uploadStorageFor } from './platform/uploads/storage-for';
import { defaultWebDistDir, registerWebApp } from './platform/web-app';
import { paymentProviderFor } from './platform/payments/provider-for';
import paymentsRoutes from './features/payments/payments.routes';
import billsRoutes from './features/bills/bills.routes';
import stripeWebhookRoutes from './features/payments/stripe-webhook.routes';
import paymentMethodsRoutes from './features/payment-methods/payment-methods.routes';
import healthRoutes from './features/health/health.routes';
import authRoutes from './features/auth/auth.routes';
import dashboardRoutes from './features/dashboard/dashboard.routes';
import petsRoutes from './features/pets/pets.routes';
import petCareRoutes from './features/pet-care/pet-care.routes';
import frontDeskRoutes from './features/front-desk/front-desk.routes';
import journalRoutes, { scheduleJournalDigests } from './features/stay-journal/journal.routes';
import deskBookingsRoutes from './features/desk-bookings/desk-bookings.routes';
import vetRecordsRoutes from './features/vet-records/vet-records.routes';
import vaccinationsRoutes from './features/vaccinations/vaccinations.routes';
import { scheduleVaccinationReminders } from './features/vaccinations/vaccination-reminders';
import notificationsRoutes from './features/notifications/notifications.routes';
import realtimeRoutes from './features/notifications/realtime.routes';
import accountRoutes from './features/account/account.routes';
import recoveryRoutes from './features/account/recovery.routes';
import bookingsRoutes from './features/bookings/bookings.routes';
import waitlistRoutes from './features/bookings/waitlist/waitlist.routes';
import bookingSeriesRoutes from './features/bookings/series/booking-series.routes';
import programsRoutes from './features/programs/programs.routes';
import uploadsRoutes from './features/uploads/uploads.routes';
import { programThumbnailFileRoutes } from './features/programs/program-thumbnail.routes';
import skillsRoutes from './features/skills/skills.routes';
import cartRoutes from './features/cart/cart.routes';
import skillProgressRoutes from './features/skill-progress/skill-progress.routes';
import trainingSessionsRoutes from './features/training-sessions/training-sessions.routes';
import trainerClientsRoutes from './features/trainer-clients/trainer-clients.routes';
import assessmentsRoutes from './features/assessments/assessments.routes';
import reportCardsRoutes from './features/report-cards/report-cards.routes';
import timelineRoutes from './features/timeline/timeline.routes';
import analyticsRoutes from './features/analytics/analytics.routes';
import { readBusinessSettings } from './domain/business/business-settings';
import { scheduleAwayMail } from './domain/messages/away-mail';
import { scheduleBookingReminders } from './domain/bookings/booking-reminders';
import trainerApplicationsRoutes from './features/trainer-applications/trainer-applications.routes';
import teamRoutes from './features/team/team.routes';
import businessRoutes from './features/business/business.routes';
import auditRoutes from './features/audit/audit.routes';
import reportsRoutes from './features/reports/reports.routes';
import trainerScheduleRoutes from './features/trainer-schedule/trainer-schedule.routes';
import messagesRoutes from './features/messages/messages.routes';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Off by default (tests); main.ts logs at LOG_LEVEL. A test may pass a stream to read the log lines. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  rateLimits?: boolean;
  /** A hub the caller owns (and closes); by default the app builds its own and closes it. */
  notifications?: NotificationHub;
  /** Defaults to SMTP_URL or the outbox (config). */
  mailer?: Mailer;
  /** Where rate-limit counters live; by default Redis (REDIS_URL), PostgreSQL (DATABASE_URL) or memory (PGlite). */
  rateLimitStore?: CounterStore;
  /** The built web app to serve; tests pass a fixture directory. */
  webDistDir?: string;
  /** How often /ws sockets are pinged (dead ones dropped); 30 s by default, shorter in tests. */
  realtimePingIntervalMs?: number;
  /** Run the recurring jobs (vaccination reminders, mail delivery); main.ts turns them on, tests run them by hand. */
  backgroundJobs?: boolean;
  /** Try each queued e-mail as soon as its transaction commits (on by default); the mail queue's own tests drive it by hand. */
  sendMailAfterCommit?: boolean;
  /** Check each answer's compiled serialization against zod's (the test suites; response-serializer.ts). */
  checkResponses?: boolean;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // Two info lines per request cost more than the rest of a small request; see request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY trusts the one proxy in front (the socket's peer) and no further hop, so the
    // client address is the one that proxy saw: X-Forwarded-For entries a client wrote itself
    // never choose the address rate limits count by.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: options.checkResponses ?? false }));
  registerErrorHandling(app);
  registerRequestLog(app);
  registerRouteCatalogue(app);
  app.decorate('db', database.db);
  app.decorateRequest('user', null);
  app.decorateRequest('settingsVersion', null);

  registerSecurityHeaders(app, config);

  const notifications = options.notifications ?? (await createOwnNotificationHub(app, database));
  const rateLimits = options.rateLimits ?? true;
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage: await uploadStorageFor(config),
    payments: await paymentProviderFor(config),
    notifications,
    mailer: options.mailer ?? createMailer(config, app.log),
    rateLimits,
    createLimiter: limiterBuilder({
      enabled: rateLimits,
      store: rateLimits ? (options.rateLimitStore ?? (await ownCounterStore(app, config, database))) : undefined,
    }),
    realtime: createSocketRegistry({
      db: database.db,
      pingIntervalMs: options.realtimePingIntervalMs,
      logError: (message, err) => app.log.error({ err }, message),
    }),
  };
  // Mail queued in a transaction goes out once that commits (platform/after-commit.ts).
  if (options.sendMailAfterCommit ?? true) {
    const stopMailDelivery = deliverQueuedMail(notifications, deps, app.log);
    app.addHook('onClose', async () => stopMailDelivery());
  }
  // A bucket that cannot be used stops start-up, rather than the first upload.
  if (config.s3) {
    const s3 = config.s3;
    app.addHook('onReady', async () => (await import('./platform/uploads/s3-storage')).checkS3Bucket(s3));
  }
  // The business settings' row exists before the first request (an empty database starts it from
  // the environment), so reading them never writes, and the business's zone is known.
  await readBusinessSettings(database.db, config);
  // Sockets are closed before the server stops (preClose), so shutdown never waits on them.
  app.addHook('onReady', async () => deps.realtime.start());
  app.addHook('preClose', async () => deps.realtime.stop());
  registerHostHeaderGuard(app);
  registerCrossSiteGuard(app, { publicUrl: config.publicUrl });
  registerNulGuard(app);
  await registerSessions(app, deps);
  // Small frames only: clients send nothing but pings, typing signals (decisions.md 63) and the
  // ignored authenticate message. A client's protocol fault is logged at debug, not as a server error (socket-errors.ts).
  await app.register(websocket, { options: { maxPayload: 4096 }, errorHandler: handleSocketError });

  await app.register(
    async (api) => {
      registerNoStore(api);
      // The API's login check, once for the whole tree: a route opts out with `config: { public: true }`.
      api.addHook('onRequest', requireSignIn);
      await registerCompressedResponses(api);
      await api.register(healthRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(dashboardRoutes, deps);
      await api.register(petsRoutes, deps);
      await api.register(petCareRoutes, deps);
      await api.register(frontDeskRoutes, deps);
      await api.register(journalRoutes, deps);
      await api.register(deskBookingsRoutes, deps);
      await api.register(vetRecordsRoutes, deps);
      await api.register(vaccinationsRoutes, deps);
      if (options.backgroundJobs) {
        scheduleVaccinationReminders(api, deps);
        scheduleJournalDigests(api, deps);
        scheduleBookingReminders(api, deps);
        scheduleAwayMail(api, deps);
        scheduleMailDelivery(api, deps);
      }
      await api.register(notificationsRoutes, deps);
      await api.register(accountRoutes, deps);
      await api.register(recoveryRoutes, deps);
      await api.register(paymentsRoutes, deps);
      await api.register(billsRoutes, deps);
      await api.register(paymentMethodsRoutes, deps);
      if (config.stripe?.webhookSecret) {
        await api.register(stripeWebhookRoutes, {
          ...deps,
          stripe: (await import('./platform/payments/stripe-provider')).stripeClient(config.stripe),
          webhookSecret: config.stripe.webhookSecret,
        });
      }
      await api.register(bookingsRoutes, deps);
      await api.register(bookingSeriesRoutes, deps);
      await api.register(waitlistRoutes, { ...deps, recurringOffers: options.backgroundJobs ?? false });
      await api.register(programsRoutes, deps);
      await api.register(skillsRoutes, deps);
      await api.register(cartRoutes, deps);
      await api.register(skillProgressRoutes, deps);
      await api.register(trainingSessionsRoutes, deps);
      await api.register(trainerClientsRoutes, deps);
      await api.register(assessmentsRoutes, deps);
      await api.register(reportCardsRoutes, deps);
      await api.register(timelineRoutes, deps);
      await api.register(analyticsRoutes, deps);
      await api.register(businessRoutes, deps);
      await api.register(trainerApplicationsRoutes, deps);
      await api.register(teamRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(reportsRoutes, deps);
      await api.register(trainerScheduleRoutes, deps);
      await api.register(messagesRoutes, deps);
    },
    { prefix: '/api' },
  );
  await app.register(uploadsRoutes, deps);
  await app.register(programThumbnailFileRoutes, deps);
  await app.register(realtimeRoutes, deps);

  await registerWebApp(app, options.webDistDir ?? defaultWebDistDir);
  return app;
}

async function ownCounterStore(app: FastifyInstance, config: Config, database: DatabaseHandle): Promise<CounterStore> {
  const counters = await counterStoreFor(config, database, (err) => app.log.warn({ err }, 'rate-limit counter sweep failed'));
  app.addHook('onReady', () => counters.check());
  app.addHook('onClose', () => counters.close());
  return counters.store;
}

async function createOwnNotificationHub(app: FastifyInstance, database: DatabaseHandle) {
  const hub = await createNotificationHub(database, { logError: (message, err) => app.log.error({ err }, message) });
  app.addHook('onClose', () => hub.close());
  return hub;
}
