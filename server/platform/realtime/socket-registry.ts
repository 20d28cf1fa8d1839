// This instance's open real-time sockets (/ws), by user and by session, so a notification reaches
// every socket of its user and a session that ends (logout, password change or reset) takes its
// sockets with it. Each socket is pinged every interval and terminated when it missed the last
// pong. The same tick closes sockets whose session row is gone: a logout or reset handled by
// another instance deletes the row there, and this instance notices within one interval.
//
// Limits (issue 27, item 11): a user holds at most MAX_SOCKETS_PER_USER sockets here (one more
// closes their oldest, which the web client does not reopen), and each socket may send
// SOCKET_MESSAGES_PER_SECOND messages a second in bursts of SOCKET_MESSAGE_BURST (a token bucket);
// over that, the socket is closed with 1008. One probe session held 60 sockets and sent 3,000
// pings unthrottled. The cap is per instance: a user's sockets spread over instances may add up.
import type { WebSocket } from 'ws';
import {
  MAX_SOCKETS_PER_USER,
  SOCKET_MESSAGE_BURST,
  SOCKET_MESSAGES_PER_SECOND,
  TOO_MANY_MESSAGES_CLOSE,
  TOO_MANY_SOCKETS_CLOSE,
} from '../../../common/realtime-limits';
import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { tokenBucket, type TokenBucket } from './token-bucket';

/** The close code and reason of a socket whose session ended (the client signs out). */
export const SESSION_ENDED_CODE = 4401;
export const SESSION_ENDED_REASON = 'Session ended';
export const SERVER_CLOSING_CODE = 1001;
export const DEFAULT_PING_INTERVAL_MS = 30_000;

/** `staff`: the socket's user held staff rights when it opened (they get the day board's signal). */
type Entry = { socket: WebSocket; userId: number; sessionId: string; staff: boolean; alive: boolean; messages: TokenBucket };

/** Whom a conversation's live event is for (sendToAudience). */
type Audience = { userIds: readonly number[]; staff: boolean; exceptUserId?: number };

export type SocketRegistry = {
  /**
   * Tracks an open socket of `userId` signed in with `sessionId` until it closes (closing the user's
   * oldest when they hold too many), and closes it when it sends too many messages.
   */
  add(socket: WebSocket, owner: { userId: number; sessionId: string; staff?: boolean }): void;
  /** Sends `message` (as JSON) to every open socket of the user; returns how many. */
  sendToUser(userId: number, message: unknown): number;
  /** Sends `message` to every open socket of staff and admins on this instance; returns how many. */
  sendToStaff(message: unknown): number;
  /**
   * Sends `message` once to every open socket of `userIds` and, with `staff`, of staff and admins,
   * leaving out `exceptUserId`'s sockets (a conversation's live events, decisions.md 63).
   */
  sendToAudience(audience: Audience, message: unknown): number;
  /** Whether any open socket on this instance would receive what sendToAudience sends (nothing to load for it otherwise). */
  hasAudience(audience: Audience): boolean;
  /** Closes the sockets of one session (logout). */
  closeSession(sessionId: string): void;
  /** Closes the user's sockets, except those of `exceptSessionId` (password change keeps the caller's). */
  closeUserSockets(userId: number, options?: { exceptSessionId?: string }): void;
  /** Open sockets of a user (all users when omitted). */
  count(userId?: number): number;
  /** Starts the heartbeat; `stop` ends it and closes every socket (app shutdown). */
  start(): void;
  stop(): void;
};

export type SocketRegistryOptions = {
  db: Db;
  pingIntervalMs?: number;
  logError?: (message: string, error: unknown) => void;
  /** Open sockets per user on this instance (MAX_SOCKETS_PER_USER). */
  maxSocketsPerUser?: number;
  /** A socket's message rate and burst (SOCKET_MESSAGES_PER_SECOND, SOCKET_MESSAGE_BURST). */
  messagesPerSecond?: number;
  messageBurst?: number;
};

export function createSocketRegistry(options: SocketRegistryOptions): SocketRegistry {
  const { db } = options;
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
  const logError = options.logError ?? (() => undefined);
  const maxSocketsPerUser = options.maxSocketsPerUser ?? MAX_SOCKETS_PER_USER;
  const messageRate = {
    perSecond: options.messagesPerSecond ?? SOCKET_MESSAGES_PER_SECOND,
    burst: options.messageBurst ?? SOCKET_MESSAGE_BURST,
  };
  const entries = new Set<Entry>();
  let timer: NodeJS.Timeout | undefined;

  const endSession = (entry: Entry) => entry.socket.close(SESSION_ENDED_CODE, SESSION_ENDED_REASON);
  /** Stops tracking the socket at once (so it no longer counts or receives) and closes it. */
  const dismiss = (entry: Entry, close: { code: number; reason: string }) => {
    entries.delete(entry);
    entry.socket.close(close.code, close.reason);
  };
  /** The user's sockets, oldest first (a Set keeps insertion order). */
  const socketsOf = (userId: number) => [...entries].filter((entry) => entry.userId === userId);

  const closeEndedSessions = async () => {
    const ids = [...new Set([...entries].map((entry) => entry.sessionId))];
    if (ids.length === 0) return;
    const open = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, new Date())));
    const stillOpen = new Set(open.map((row) => row.id));
    for (const entry of entries) if (!stillOpen.has(entry.sessionId)) endSession(entry);
  };

  const tick = () => {
    for (const entry of entries) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
    closeEndedSessions().catch((error: unknown) => logError('Checking the sessions of open sockets failed.', error));
  };

  const inAudience =
    ({ userIds, staff, exceptUserId }: Audience) =>
    (entry: Entry) =>
      entry.userId !== exceptUserId && (userIds.includes(entry.userId) || (staff && entry.staff));

  const sendWhere = (matches: (entry: Entry) => boolean, message: unknown) => {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const entry of entries) {
      if (!matches(entry) || entry.socket.readyState !== entry.socket.OPEN) continue;
      entry.socket.send(text);
      sent += 1;
    }
    return sent;
  };

  return {
    add(socket, { userId, sessionId, staff = false }) {
      const held = socketsOf(userId);
      for (const oldest of held.slice(0, Math.max(0, held.length - maxSocketsPerUser + 1))) dismiss(oldest, TOO_MANY_SOCKETS_CLOSE);
      const entry: Entry = { socket, userId, sessionId, staff, alive: true, messages: tokenBucket(messageRate) };
      entries.add(entry);
      socket.on('pong', () => (entry.alive = true));
      socket.on('message', () => {
        entry.alive = true;
        if (entries.has(entry) && !entry.messages.take()) dismiss(entry, TOO_MANY_MESSAGES_CLOSE);
      });
      socket.on('close', () => entries.delete(entry));
    },
    sendToUser: (userId, message) => sendWhere((entry) => entry.userId === userId, message),
    sendToStaff: (message) => sendWhere((entry) => entry.staff, message),
    sendToAudience: (audience, message) => sendWhere(inAudience(audience), message),
    hasAudience: (audience) => [...entries].some((entry) => inAudience(audience)(entry) && entry.socket.readyState === entry.socket.OPEN),
    closeSession(sessionId) {
      for (const entry of entries) if (entry.sessionId === sessionId) endSession(entry);
    },
    closeUserSockets(userId, { exceptSessionId } = {}) {
      for (const entry of entries) {
        if (entry.userId === userId && entry.sessionId !== exceptSessionId) endSession(entry);
      }
    },
    count(userId) {
      return userId === undefined ? entries.size : socketsOf(userId).length;
    },
    start() {
      if (timer) return;
      timer = setInterval(tick, pingIntervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      for (const entry of entries) entry.socket.close(SERVER_CLOSING_CODE, 'Server shutting down');
    },
  };
}
