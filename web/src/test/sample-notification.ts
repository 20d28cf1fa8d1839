import type { Notification } from '@common/notification-schemas';

/** A notification as GET /api/notifications returns it; unread, made 5 minutes ago. */
export function sampleNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    userId: 1,
    type: 'info',
    category: 'general',
    title: 'Test Notification',
    message: 'This is a test notification.',
    isRead: false,
    data: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}
