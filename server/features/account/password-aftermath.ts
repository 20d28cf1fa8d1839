// What follows every new password, whether changed on the settings page or reset by e-mailed
// link: the user's other sessions end (rows deleted in the caller's transaction, sockets closed
// after it commits), an in-app notification that is never e-mailed on its own, and the
// "Your password was changed" e-mail that always goes out: queued in the same transaction, so the
// new password and its notice commit together, and sent by the mail queue once it has committed.
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../platform/app-deps';
import { passwordChangedMail } from '../../platform/mail/templates/password-changed';
import { endAllSessions } from '../../platform/sessions';
import { queueMail } from '../../platform/mail/mail-queue';

export type ChangedBy = { how: 'change'; keepSessionId: string } | { how: 'reset' };
export type Account = { id: number; username: string; email: string; firstName: string | null };

/**
 * Inside the password's transaction: sessions, the in-app notification and the queued e-mail.
 * `base` is the site's address, for the e-mail's "not you?" link.
 */
export async function recordPasswordChange(
  deps: Pick<AppDeps, 'notifications'>,
  tx: Tx,
  account: Account,
  by: ChangedBy,
  base: string,
): Promise<void> {
  await endAllSessions(tx, account.id, by.how === 'change' ? { exceptSessionId: by.keepSessionId } : {});
  await deps.notifications.notify(tx, account.id, {
    type: 'info',
    category: 'account',
    title: 'Password changed',
    message:
      by.how === 'change'
        ? 'Your password was changed and your other devices were signed out.'
        : 'Your password was reset and every device was signed out.',
    data: { url: '/settings' },
    // The "Your password was changed" mail below always goes; never a second one.
    email: false,
  });
  const mail = passwordChangedMail({
    name: account.firstName || account.username,
    how: by.how,
    forgotPasswordUrl: `${base}/forgot-password`,
  });
  await queueMail(tx, { to: account.email, ...mail });
}

/** After the commit: close the ended sessions' sockets (the queued mail goes out by itself). */
export function announcePasswordChange(deps: Pick<AppDeps, 'realtime'>, userId: number, by: ChangedBy): void {
  deps.realtime.closeUserSockets(userId, by.how === 'change' ? { exceptSessionId: by.keepSessionId } : {});
}
