// Listens on the notification channel through a dedicated pg.Client (a LISTEN lives on one
// connection, so it cannot come from the pool's normal use). If that connection drops, it
// reconnects with back-off and reports the moment it was lost so the hub can catch up on what
// was committed meanwhile.
import pg from 'pg';

export const LISTENER_APPLICATION_NAME = 'pawsconnect-notifications';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 10_000;

export type ChannelHandlers = {
  onPayload(payload: string): void;
  /** Called once listening again after a drop; `lostAt` is when the drop was noticed. */
  onReconnected(lostAt: Date): void;
  logError(message: string, error: unknown): void;
};

export type ChannelListener = { close(): Promise<void> };

export async function listenOnPostgres(pool: pg.Pool, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let lostAt: Date | null = null;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let reconnecting: Promise<void> | undefined;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ ...pool.options, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next, new Error('The notification listener connection ended.')));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      return next;
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  const dropped = (which: pg.Client, error: unknown) => {
    if (closed || which !== client) return;
    client = null;
    lostAt ??= new Date();
    handlers.logError('The notification listener lost its connection; reconnecting.', error);
    which.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      reconnecting = reconnect().finally(() => {
        reconnecting = undefined;
      });
    }, delay);
  };

  const reconnect = async () => {
    let next: pg.Client;
    try {
      next = await connect();
    } catch (error) {
      if (closed) return;
      handlers.logError('The notification listener could not reconnect; retrying.', error);
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    const since = lostAt ?? new Date();
    lostAt = null;
    handlers.onReconnected(since);
  };

  // The first connection must work: the pool has just connected to the same server.
  client = await connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await reconnecting;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
