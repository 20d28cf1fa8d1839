// Shared pieces of every list and id route (DESIGN clarifications): ids are PostgreSQL integers,
// lists take `limit` (default 200, max 500) and `cursor`, and the next cursor travels in the
// X-Next-Cursor header.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/** A positive integer id; anything larger would be a database error rather than a 404. */
export const idSchema = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a whole number`)
    .max(MAX_ID, `${label} must be a whole number`);

export const listQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('Limit must be between 1 and 500')
    .min(1, 'Limit must be between 1 and 500')
    .max(500, 'Limit must be between 1 and 500')
    .default(200),
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
