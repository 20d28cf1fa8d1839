// Notifications on the wire (decisions.md 33 and 37) and the user's email preferences.
import { z } from 'zod';
import { EMAIL_CATEGORIES, NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from './notification-types';
import { MAX_NAME_LENGTH, MAX_NOTIFICATION_DATA_BYTES, MAX_TEXT_LENGTH, jsonByteLength } from './limits';
import { nameText } from './text-schemas';
import { timestampSchema } from './wire';
import type { Message, MessageRead, TypingSignal } from './message-schemas';

export const notificationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  /** Free data; `data.url` (a path inside the app) is the page the notification is about. */
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestampSchema,
});

/** A notification on the wire (ISO dates). */
export type Notification = z.input<typeof notificationSchema>;

/** Longest `data.url`: a path inside the app with a query, as the app's own notifications make. */
const MAX_DATA_URL_LENGTH = 500;
const MAX_DATA_KEYS = 10;
const MAX_DATA_IDS = 50;

const dataId = z.number({ error: 'Data values must be ids, lists of ids or short text' }).int().min(0);

/**
 * What a caller may put in its own notification's `data` (issue 27, item 10): what the app's own
 * notifications carry, `url` (the page the bell opens; the service checks it stays inside the app)
 * and a few ids, lists of ids or short names, in at most MAX_NOTIFICATION_DATA_BYTES of JSON.
 */
export const notificationDataInputSchema = z
  .record(
    z.string().max(MAX_NAME_LENGTH, `Data keys must be at most ${MAX_NAME_LENGTH} characters`),
    z.union(
      [
        dataId,
        z.array(dataId).max(MAX_DATA_IDS, `Data lists must hold at most ${MAX_DATA_IDS} ids`),
        z.string().max(MAX_DATA_URL_LENGTH, `Data text must be at most ${MAX_DATA_URL_LENGTH} characters`),
      ],
      { error: 'Data values must be ids, lists of ids or short text' },
    ),
    { error: 'Data must be an object' },
  )
  .refine((data) => Object.keys(data).length <= MAX_DATA_KEYS, `Data must have at most ${MAX_DATA_KEYS} fields`)
  .refine(
    (data) => jsonByteLength(data) <= MAX_NOTIFICATION_DATA_BYTES,
    `Data must be at most ${MAX_NOTIFICATION_DATA_BYTES / 1024} KB (a link and a few ids)`,
  );

/**
 * POST /api/notifications (decisions.md 37). Always for the caller: a `userId` is accepted as the product (decisions.md 37)
 * sends it, and refused (400) when it names anyone else. `isRead` is accepted and ignored.
 */
export const notificationInputSchema = z.strictObject({
  userId: z.number({ error: 'userId must be a number' }).int('userId must be a number').optional(),
  title: nameText('Title'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(MAX_TEXT_LENGTH, `Message must be at most ${MAX_TEXT_LENGTH} characters`),
  type: z.enum(NOTIFICATION_TYPES, { error: 'Type must be info, success, warning or error' }).default('info'),
  data: notificationDataInputSchema.nullish(),
  isRead: z.boolean({ error: 'isRead must be true or false' }).optional(),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

/** GET /api/notifications query: the shared list query plus `unread=true`. */
export const UNREAD_FILTER = 'true';

/** Email on or off for each category; every category is present in answers. */
export const emailPreferencesSchema = z.strictObject(
  Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, z.boolean({ error: `${category} must be true or false` })])) as Record<
    (typeof EMAIL_CATEGORIES)[number],
    z.ZodBoolean
  >,
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** What the real-time channel sends (decisions.md 37): `{type: 'notification', payload}`. */
/** What /ws sends: a notification, a pong, or (to staff) the day board's signal to read it again (decisions.md 57). */
export type RealtimeMessage =
  | { type: 'notification'; payload: Notification }
  | { type: 'pong' }
  | { type: 'day-board' }
  | { type: 'journal'; bookingId: number }
  // Messages (decisions.md 63): a new or edited message, a side's read receipt, someone typing.
  | { type: 'message'; payload: Message }
  | { type: 'message-read'; payload: MessageRead }
  | { type: 'typing'; payload: TypingSignal };
