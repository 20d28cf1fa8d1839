// The real-time channel at /ws (decisions.md 37, decisions.md 7). The socket's user comes from
// the session cookie during the upgrade, never from a message: no session, a 401 instead of a
// socket; a foreign Origin, a 403 (the cross-site rule). Every notification the hub delivers,
// from this instance or another one, goes to all of its user's sockets here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RawData } from 'ws';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireSignIn } from '../../platform/auth-guard';
import { CROSS_SITE_MESSAGE, foreignOriginCheck } from '../../platform/cross-site-guard';
import { forbidden } from '../../platform/errors';
import { DAY_BOARD_MESSAGE, DAY_BOARD_TOPIC } from '../../platform/realtime/day-board-signal';
import { JOURNAL_TOPIC, journalMessage, parseJournalSignal } from '../../platform/realtime/journal-signal';
import { MESSAGES_TOPIC, deliverMessageSignal, relayTyping } from '../../domain/messages/message-live';
import { realtimeMessageFor } from './realtime-message';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, db, notifications, realtime }) => {
  const isForeign = foreignOriginCheck(config.publicUrl);
  const unsubscribe = notifications.subscribe((notification) => {
    realtime.sendToUser(notification.userId, realtimeMessageFor(notification));
  });
  // The day board changed on some instance: every staff socket here reads it again.
  const unsubscribeBoard = notifications.onAfterCommit(DAY_BOARD_TOPIC, () => void realtime.sendToStaff(DAY_BOARD_MESSAGE));
  // A stay's journal changed: its owner's (and the trainer's) sockets and every staff socket read it again.
  const unsubscribeJournal = notifications.onAfterCommit(JOURNAL_TOPIC, (payload) => {
    const signal = parseJournalSignal(payload);
    if (!signal) return;
    const message = journalMessage(signal.bookingId);
    for (const userId of new Set(signal.userIds)) realtime.sendToUser(userId, message);
    realtime.sendToStaff(message);
  });
  // A message sent, edited or read, or someone typing (decisions.md 63): the conversation's participants here.
  const unsubscribeMessages = notifications.onAfterCommit(MESSAGES_TOPIC, (payload) => deliverMessageSignal(db, realtime, payload));
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeBoard();
    unsubscribeJournal();
    unsubscribeMessages();
  });

  // The socket sits outside the API's tree: its own login check, after the Origin check (a foreign
  // page gets 403 whether or not its visitor is signed in).
  app.addHook('onRequest', async (request) => {
    if (isForeign(request)) throw forbidden(CROSS_SITE_MESSAGE);
  });
  app.addHook('onRequest', requireSignIn);

  app.get('/ws', { websocket: true }, (socket, request) => {
    const user = currentUser(request);
    realtime.add(socket, { userId: user.id, sessionId: request.session.sessionId, staff: Boolean(user.isStaff || user.isAdmin) });
    socket.on('message', (raw: RawData) => {
      // A socket the registry closed (over its message rate) gets no answer.
      if (socket.readyState !== socket.OPEN) return;
      // `authenticate` (the product's client (decisions.md 37) sends it) and anything unknown are ignored: the cookie decided.
      const message = parseMessage(raw);
      if (message?.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      // Someone writing in a conversation: relayed to its other participants if they may read it.
      if (message?.type === 'typing') {
        relayTyping(db, user, message).catch((err: unknown) => request.log.error({ err }, 'Relaying a typing signal failed.'));
      }
    });
  });
};

function parseMessage(raw: RawData): (Record<string, unknown> & { type: string }) | undefined {
  try {
    const message: unknown = JSON.parse(raw.toString());
    return typeof message === 'object' && message !== null && 'type' in message && typeof message.type === 'string'
      ? (message as Record<string, unknown> & { type: string })
      : undefined;
  } catch {
    return undefined;
  }
}

export default routes;
