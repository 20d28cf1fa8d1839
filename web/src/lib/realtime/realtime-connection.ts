// The real-time channel's client side (decisions.md 37, decisions.md 7): one WebSocket to /ws
// while a user is signed in. It says who it is on open (the product's authenticate (decisions.md 35) message; the server
// trusts only the session cookie), hands each notification on, and reconnects with exponential
// back-off and jitter, so a restarted server is not hit by every browser at the same instant.
// Failures are expected here (deploys, sleep, flaky networks) and are never logged: the e2e suite
// treats every console error as a fault.
import type { Notification, RealtimeMessage } from '@common/notification-schemas';
import type { MessageRealtimeEvent, RealtimeClientMessage } from './message-channel';
import { TOO_MANY_SOCKETS_CLOSE } from '@common/realtime-limits';

export const MIN_RECONNECT_DELAY_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 30_000;

/** The server closes with this code when the socket's session ended (logout, password reset). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): a random point in the upper
 * half of a window that doubles from 2 s up to 30 s, so 1-2 s, 2-4 s, 4-8 s, ... 15-30 s.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const span = Math.min(MAX_RECONNECT_DELAY_MS, MIN_RECONNECT_DELAY_MS * 2 ** (attempt + 1));
  return Math.round(span / 2 + (random() * span) / 2);
}

/** ws://host/ws, or wss:// when the page itself is secure (decisions.md 37). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

// WebSocket.readyState values (the standard's numbers; not every stand-in has the statics).
const CONNECTING = 0;
const OPEN = 1;

export type RealtimeConnectionOptions = {
  url: string;
  userId: number;
  /** Every (re)open: what was missed while disconnected should be fetched now. */
  onOpen: () => void;
  onNotification: (notification: Notification) => void;
  /** Staff only: the day board changed (decisions.md 57). */
  onDayBoard?: () => void;
  /** A stay's journal changed (decisions.md 60): its owner, its writer and staff hear it. */
  onJournal?: (bookingId: number) => void;
  /** A message, a read receipt or someone typing (decisions.md 63). */
  onMessages?: (event: MessageRealtimeEvent) => void;
  /** The server ended the session (close 4401): no reconnecting until `reconnect()`. */
  onSessionEnded: () => void;
  random?: () => number;
};

export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = false;

  constructor(private readonly options: RealtimeConnectionOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Connects again after the back-off (after a session check, say). */
  reconnect(): void {
    if (this.stopped || this.socket || this.timer) return;
    this.scheduleReconnect();
  }

  /** Sends a client message (typing) when the socket is open; false when it is not (nothing is queued). */
  send(message: RealtimeClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /** Closes for good (sign-out, unmount); nothing is reported or retried afterwards. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    // Closing a socket that is still connecting makes the browser log an error: let it open,
    // then close it.
    if (socket.readyState === CONNECTING) socket.onopen = () => socket.close(1000);
    else {
      socket.onopen = null;
      if (socket.readyState === OPEN) socket.close(1000);
    }
  }

  private connect(): void {
    this.timer = null;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url);
    } catch {
      // An unusable URL or a browser without WebSocket: keep trying, quietly.
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      socket.send(JSON.stringify({ type: 'authenticate', payload: { userId: this.options.userId } }));
      this.options.onOpen();
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    // An error is always followed by close, which decides what happens next.
    socket.onerror = () => {};
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        this.options.onSessionEnded();
        return;
      }
      // The user opened too many tabs and this is the oldest: reopening would close the next
      // oldest, and so on round the tabs. This one stays closed until `reconnect()` or a reload.
      if (event.code === TOO_MANY_SOCKETS_CLOSE.code) return;
      this.scheduleReconnect();
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: RealtimeMessage;
    try {
      message = JSON.parse(data) as RealtimeMessage;
    } catch {
      return;
    }
    if (message?.type === 'notification' && message.payload) this.options.onNotification(message.payload);
    else if (message?.type === 'day-board') this.options.onDayBoard?.();
    else if (message?.type === 'journal' && typeof message.bookingId === 'number') this.options.onJournal?.(message.bookingId);
    else if (
      (message?.type === 'message' || message?.type === 'message-read' || message?.type === 'typing') &&
      message.payload &&
      typeof message.payload === 'object'
    )
      this.options.onMessages?.(message);
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.timer = setTimeout(() => this.connect(), delay);
  }
}
