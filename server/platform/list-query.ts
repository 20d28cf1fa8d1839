// Shared pieces of every list and id route (decisions.md 29): ids are PostgreSQL integers,
// lists take `limit` (default 200, max 500) and `cursor`, and the next cursor travels in the
// X-Next-Cursor header.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/**
 * A whole number written as plain decimal digits, as path parameters and query values arrive
 * (always text). z.coerce.number would also take ' 0x10 ', '1e2', '+5' and '1.0'.
 */
const decimalInteger = (message: string, min: number, max: number) =>
  z.string({ error: message }).regex(/^\d+$/, message).transform(Number).pipe(z.number().int(message).min(min, message).max(max, message));

/** A positive integer id; anything larger would be a database error rather than a 404. */
export const idSchema = (label: string) => decimalInteger(`${label} must be a whole number`, 1, MAX_ID);

/** A page size between 1 and 500 with its own default (a conversation's messages: 50). */
export const pageLimitSchema = (defaultLimit: number) => decimalInteger('Limit must be between 1 and 500', 1, 500).default(defaultLimit);

// Strict: a misspelt or repeated parameter (`limit[]=1`) is refused rather than silently ignored.
export const listQuerySchema = z.strictObject({
  limit: pageLimitSchema(200),
  cursor: idSchema('Cursor').optional(),
});

export type ListPage = z.output<typeof listQuerySchema>;
export type Page<T> = { items: T[]; nextCursor: number | null };

/** Rows fetched with `limit + 1` become one page and the cursor of the next, if any. */
export function toPage<T extends { id: number }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items[items.length - 1].id : null };
}

/** Replies with the page's items, announcing the next cursor when there is one. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor !== null) reply.header('x-next-cursor', String(page.nextCursor));
  return page.items;
}
