// What follows every new password, whether changed on the settings page or reset by e-mailed
// link: the user's other sessions end (rows deleted in the caller's transaction, sockets closed
// after it commits), an in-app notification that is never e-mailed on its own, and the
// "Your password was changed" e-mail that always goes out.
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../platform/app-deps';
import { passwordChangedMail } from '../../platform/mail/templates/password-changed';
import { endAllSessions } from '../../platform/sessions';
import { sendMailDurably } from '../../platform/mail/mail-queue';

type AftermathDeps = Pick<AppDeps, 'notifications' | 'realtime' | 'mailer' | 'db'>;
export type ChangedBy = { how: 'change'; keepSessionId: string } | { how: 'reset' };

/** Inside the password's transaction: sessions and the in-app notification. */
export async function recordPasswordChange(deps: AftermathDeps, tx: Tx, userId: number, by: ChangedBy): Promise<void> {
  await endAllSessions(tx, userId, by.how === 'change' ? { exceptSessionId: by.keepSessionId } : {});
  await deps.notifications.notify(tx, userId, {
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
}

/** After the commit: close the ended sessions' sockets and send the security mail. */
export async function announcePasswordChange(
  deps: AftermathDeps,
  log: FastifyBaseLogger,
  user: { id: number; username: string; email: string },
  by: ChangedBy,
  base: string,
): Promise<void> {
  deps.realtime.closeUserSockets(user.id, by.how === 'change' ? { exceptSessionId: by.keepSessionId } : {});
  const mail = passwordChangedMail({ username: user.username, how: by.how, forgotPasswordUrl: `${base}/forgot-password` });
  // The password is already changed: a mail failure is logged, not turned into an error, and the
  // queue tries again.
  await sendMailDurably(deps, { to: user.email, ...mail }).catch((err: unknown) => log.error({ err, userId: user.id }, 'The password-changed e-mail could not be sent.'));
}
