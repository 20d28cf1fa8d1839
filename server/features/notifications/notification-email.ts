// E-mail per preference (decisions.md 14). Every instance's hub hears every notification, so
// the instance that e-mails one first claims it (emailed_at set only while still null): exactly
// one mail however many instances listen. 'general' notifications and those created with
// `email: false` (already stamped) are never e-mailed; a category the user turned off is skipped
// and the in-app notification stays.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { wantsEmail } from '../../../common/notification-types';
import type { Db, Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import { notificationMail } from '../../platform/mail/templates/notification';
import { queueMail } from '../../platform/mail/mail-queue';
import type { StoredNotification } from '../../platform/notifications/hub';
import { publicBase } from '../../platform/public-address';
import { isAppPath } from './notifications.service';

type EmailDeps = Pick<AppDeps, 'db' | 'config'>;

/** Subscribes this app to its hub for the mail; mail still being sent is awaited on close. */
export function subscribeNotificationEmails(app: FastifyInstance, deps: EmailDeps & Pick<AppDeps, 'notifications'>): void {
  const pending = new Set<Promise<unknown>>();
  const unsubscribe = deps.notifications.subscribe((notification) => {
    // Not awaited: a slow mail server must not hold up the real-time delivery behind it.
    const work = emailNotification(deps, notification).catch((err: unknown) =>
      app.log.error({ err, notificationId: notification.id }, 'A notification e-mail could not be sent.'),
    );
    pending.add(work);
    void work.finally(() => pending.delete(work));
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await Promise.all(pending);
  });
}

/** Marks the notification as e-mailed; true only for the one caller that got there first. */
export async function claimNotificationEmail(db: Db | Tx, notificationId: number): Promise<boolean> {
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: sql`now()` })
    .where(and(eq(notifications.id, notificationId), isNull(notifications.emailedAt)))
    .returning({ id: notifications.id });
  return claimed.length === 1;
}

/**
 * E-mails the notification if its user wants it and nobody has yet; says whether it did. The claim
 * and the queued mail commit together, so a claimed notification's mail is never lost: the mail
 * queue sends it once they have committed, and tries again if the mail server refuses it.
 */
export async function emailNotification(deps: EmailDeps, notification: StoredNotification): Promise<boolean> {
  if (notification.category === 'general' || notification.emailedAt) return false;
  const [user] = await deps.db
    .select({ email: users.email, firstName: users.firstName, preferences: users.emailNotifications })
    .from(users)
    .where(eq(users.id, notification.userId));
  if (!user || !wantsEmail(user.preferences, notification.category)) return false;

  const base = publicBase(deps.config);
  const path = notification.data?.url;
  const message = {
    to: user.email,
    ...notificationMail({
      firstName: user.firstName,
      title: notification.title,
      message: notification.message,
      url: `${base}${isAppPath(path) ? path : '/dashboard'}`,
      settingsUrl: `${base}/settings`,
    }),
  };
  const queued = await deps.db.transaction(async (tx) =>
    (await claimNotificationEmail(tx, notification.id)) ? queueMail(tx, message) : null,
  );
  return queued !== null;
}
