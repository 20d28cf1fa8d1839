// Mail that must go out although no request waits for it: receipts, the password-changed and
// e-mail-changed notices, notification e-mails. Each message is written to mail_queue in the
// transaction of the change it reports (a notification's e-mail: of its claim) with queueMail, and
// handed to the mailer once that has committed by the queue itself (queueMail arranges it through
// platform/after-commit.ts; a rolled-back message is never sent, and no route has to ask). A message the mail server did not
// take stays queued and is tried again after growing pauses (1, 4, 16, 64 minutes, then every 4
// hours up to 8 tries), by scheduleMailDelivery's job on any instance; one whose sender died
// mid-try is picked up once its pause is over. At least once: a crash between the mail server's
// yes and the row's sent_at sends a message twice, which beats never.
// Mail a person waits for on screen (a reset link, a username reminder) is sent directly instead:
// when it cannot go, the page says so and the person tries again.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailQueue } from '../../db/schema';
import { afterCommit } from '../after-commit';
import { scheduleRecurringJob } from '../jobs/recurring-job';
import type { NotificationHub } from '../notifications/hub';
import type { MailMessage, Mailer } from './mailer';

export type MailDeps = { db: Db; mailer: Pick<Mailer, 'send'> };

export const MAX_ATTEMPTS = 8;
const MAX_PAUSE_MINUTES = 240;
const BATCH = 20;
/** Sent messages are kept a week (what went to whom, for support), then forgotten. */
const KEEP_SENT = sql`interval '7 days'`;

const MAIL_QUEUED = 'mail-queued';

/**
 * Writes the message to the queue; pass the transaction of the change it reports, if any. Once
 * that commits, deliverQueuedMail's handler tries it (never if it rolls back).
 */
export async function queueMail(db: Db | Tx, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailQueue)
    .values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html })
    .returning({ id: mailQueue.id });
  await afterCommit(db, MAIL_QUEUED, String(row.id));
  return row.id;
}

/**
 * Every app: tries each queued message as soon as its transaction has committed. Each instance
 * hears it; the claim in sendQueuedMail lets exactly one try. A failure is logged and left to the
 * delivery job's next try. Returns a function that stops it.
 */
export function deliverQueuedMail(
  hub: Pick<NotificationHub, 'onAfterCommit'>,
  deps: MailDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
): () => void {
  return hub.onAfterCommit(MAIL_QUEUED, async (payload) => {
    const mailId = Number(payload);
    await sendQueuedMail(deps, mailId).catch((err: unknown) =>
      log.error({ err, mailId }, 'A queued e-mail could not be sent; it will be tried again.'),
    );
  });
}

/**
 * Tries a queued message now (once the transaction that queued it has committed). Throws what the
 * mailer threw, and the message waits for its next try; does nothing when the message is already
 * sent, or being tried elsewhere.
 */
export async function sendQueuedMail(deps: MailDeps, id: number): Promise<void> {
  const [message] = await claimForATry(deps.db, eq(mailQueue.id, id));
  if (message) await tryToSend(deps, message);
}

export type DeliveryRun = { sent: number; failed: number };

/** One pass of the delivery job: every message due, oldest first; then forgets old sent ones. */
export async function sendDueMail(deps: MailDeps, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0 };
  for (;;) {
    // Several instances may run this at once: SKIP LOCKED gives each its own rows.
    const due = sql`(select ${mailQueue.id} from ${mailQueue} where ${mailQueue.sentAt} is null
      and ${mailQueue.attempts} < ${MAX_ATTEMPTS} and ${mailQueue.nextAttemptAt} <= now()
      order by ${mailQueue.nextAttemptAt}, ${mailQueue.id} limit ${BATCH} for update skip locked)`;
    const batch = await claimForATry(deps.db, inArray(mailQueue.id, due));
    for (const message of batch) {
      try {
        await tryToSend(deps, message);
        run.sent++;
      } catch (err) {
        run.failed++;
        const last = message.attempts >= MAX_ATTEMPTS;
        log[last ? 'error' : 'warn'](
          { err, mailId: message.id, attempts: message.attempts },
          last ? 'A queued e-mail could not be sent; no more tries.' : 'A queued e-mail could not be sent; it will be tried again.',
        );
      }
    }
    if (batch.length < BATCH) break;
  }
  await deps.db.delete(mailQueue).where(lt(mailQueue.sentAt, sql`now() - ${KEEP_SENT}`));
  return run;
}

/** Every minute on every instance with background jobs: what failed, or was left by a crash. */
export function scheduleMailDelivery(app: FastifyInstance, deps: MailDeps): void {
  scheduleRecurringJob(app, { name: 'The mail delivery', everyMs: 60_000, run: () => sendDueMail(deps, app.log) });
}

type QueuedMail = typeof mailQueue.$inferSelect;

/** Takes the due, unsent rows the condition picks for one try: counts it and sets the pause before the next. */
function claimForATry(db: Db, which: SQL): Promise<QueuedMail[]> {
  const pause = sql`least(${MAX_PAUSE_MINUTES}, power(4, ${mailQueue.attempts}))::int * interval '1 minute'`;
  return db
    .update(mailQueue)
    .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: sql`now() + ${pause}` })
    .where(and(which, isNull(mailQueue.sentAt), lt(mailQueue.attempts, MAX_ATTEMPTS), lte(mailQueue.nextAttemptAt, sql`now()`)))
    .returning();
}

async function tryToSend(deps: MailDeps, message: QueuedMail): Promise<void> {
  try {
    await deps.mailer.send({ to: message.recipient, subject: message.subject, text: message.text, html: message.html });
  } catch (error) {
    const text =
      error instanceof Error
        ? [error.message, error.cause instanceof Error ? error.cause.message : ''].filter(Boolean).join(': ')
        : String(error);
    await deps.db
      .update(mailQueue)
      .set({ lastError: text.slice(0, 1000) })
      .where(eq(mailQueue.id, message.id));
    throw error;
  }
  await deps.db
    .update(mailQueue)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailQueue.id, message.id));
}
