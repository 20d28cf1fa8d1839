// What travels on the pg_notify channel. NOTIFY payloads must stay under 8000 bytes, so a
// notification carries its whole row when it fits and only its id otherwise (the hub then loads
// the row). A flush marker lets the hub tell when everything committed before it was delivered.
import { notifications } from '../../db/schema';

export const NOTIFICATION_CHANNEL = 'pawsconnect_notifications';

export type StoredNotification = typeof notifications.$inferSelect;

export type ChannelMessage =
  | { kind: 'notification'; id: number; userId: number; row?: StoredNotification }
  | { kind: 'flush'; token: string }
  | { kind: 'after-commit'; topic: string; payload: string };

// PostgreSQL refuses payloads of 8000 bytes or more; keep a margin.
const MAX_PAYLOAD_BYTES = 7900;

export function encodeNotification(row: StoredNotification): string {
  const full = JSON.stringify({ kind: 'notification', id: row.id, userId: row.userId, row });
  if (Buffer.byteLength(full, 'utf8') <= MAX_PAYLOAD_BYTES) return full;
  return JSON.stringify({ kind: 'notification', id: row.id, userId: row.userId });
}

export function encodeFlush(token: string): string {
  return JSON.stringify({ kind: 'flush', token });
}

/** Work for the hub's after-commit handlers of `topic` (platform/after-commit.ts). */
export function encodeAfterCommit(topic: string, payload: string): string {
  return JSON.stringify({ kind: 'after-commit', topic, payload });
}

/** Parses a payload from the channel; anything unrecognised (another sender) yields null. */
export function decodeMessage(payload: string): ChannelMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const message = parsed as Record<string, unknown>;
  if (message.kind === 'flush' && typeof message.token === 'string') return { kind: 'flush', token: message.token };
  if (message.kind === 'after-commit' && typeof message.topic === 'string' && typeof message.payload === 'string') {
    return { kind: 'after-commit', topic: message.topic, payload: message.payload };
  }
  if (message.kind !== 'notification' || typeof message.id !== 'number' || typeof message.userId !== 'number') {
    return null;
  }
  const row = message.row as (Omit<StoredNotification, 'createdAt'> & { createdAt: string }) | undefined;
  return {
    kind: 'notification',
    id: message.id,
    userId: message.userId,
    // JSON turned the timestamp into a string; listeners get the same shape as a select.
    row: row ? { ...row, createdAt: new Date(row.createdAt) } : undefined,
  };
}
