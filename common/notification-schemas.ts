// A notification as the API returns it (SPEC section 3).
import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notification-types';
import { timestampSchema } from './wire';

export const notificationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestampSchema,
});

/** A notification on the wire (ISO dates). */
export type Notification = z.input<typeof notificationSchema>;
