// How many of something the caller has, as the nav bar's badges read it: the cart's items, the
// unread notifications, the unread messages (`GET /api/cart/count`, `/api/notifications/unread-count`,
// `/api/messages/unread-count`).
import { z } from 'zod';

export const countSchema = z.object({ count: z.number().int() });
export type Count = z.infer<typeof countSchema>;
