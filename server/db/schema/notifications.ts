// In-app notifications (decisions.md 33), newest first per user.
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationType,
} from '../../../common/notification-types';
import { userRef } from './accounts';
import { checkOneOf, createdAt, id, timestamptz } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    type: text('type').$type<NotificationType>().notNull().default('info'),
    /** Which kind of event it tells about; the user's email preferences are per category. */
    category: text('category').$type<NotificationCategory>().notNull().default('general'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /**
     * Set by the one instance that emails it (an UPDATE ... WHERE emailed_at IS NULL claims it),
     * since every instance hears every notification.
     */
    emailedAt: timestamptz('emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first (created_at desc, id desc) read backwards, so a long history is never sorted.
    index('notifications_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    checkOneOf('notifications_type_check', t.type, NOTIFICATION_TYPES),
    checkOneOf('notifications_category_check', t.category, NOTIFICATION_CATEGORIES),
  ],
);
