// This instance's open real-time sockets (/ws), by user and by session, so a notification reaches
// every socket of its user and a session that ends (logout, password change or reset) takes its
// sockets with it. Each socket is pinged every interval and terminated when it missed the last
// pong. The same tick closes sockets whose session row is gone: a logout or reset handled by
// another instance deletes the row there, and this instance notices within one interval.
import type { WebSocket } from 'ws';
import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/** The close code and reason of a socket whose session ended (the client signs out). */
export const SESSION_ENDED_CODE = 4401;
export const SESSION_ENDED_REASON = 'Session ended';
export const SERVER_CLOSING_CODE = 1001;
export const DEFAULT_PING_INTERVAL_MS = 30_000;

type Entry = { socket: WebSocket; userId: number; sessionId: string; alive: boolean };

export type SocketRegistry = {
  /** Tracks an open socket of `userId` signed in with `sessionId` until it closes. */
  add(socket: WebSocket, owner: { userId: number; sessionId: string }): void;
  /** Sends `message` (as JSON) to every open socket of the user; returns how many. */
  sendToUser(userId: number, message: unknown): number;
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
};

export function createSocketRegistry(options: SocketRegistryOptions): SocketRegistry {
  const { db } = options;
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
  const logError = options.logError ?? (() => undefined);
  const entries = new Set<Entry>();
  let timer: NodeJS.Timeout | undefined;

  const endSession = (entry: Entry) => entry.socket.close(SESSION_ENDED_CODE, SESSION_ENDED_REASON);

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

  return {
    add(socket, { userId, sessionId }) {
      const entry: Entry = { socket, userId, sessionId, alive: true };
      entries.add(entry);
      socket.on('pong', () => (entry.alive = true));
      socket.on('message', () => (entry.alive = true));
      socket.on('close', () => entries.delete(entry));
    },
    sendToUser(userId, message) {
      const text = JSON.stringify(message);
      let sent = 0;
      for (const entry of entries) {
        if (entry.userId !== userId || entry.socket.readyState !== entry.socket.OPEN) continue;
        entry.socket.send(text);
        sent += 1;
      }
      return sent;
    },
    closeSession(sessionId) {
      for (const entry of entries) if (entry.sessionId === sessionId) endSession(entry);
    },
    closeUserSockets(userId, { exceptSessionId } = {}) {
      for (const entry of entries) {
        if (entry.userId === userId && entry.sessionId !== exceptSessionId) endSession(entry);
      }
    },
    count(userId) {
      return [...entries].filter((entry) => userId === undefined || entry.userId === userId).length;
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
