// A stored notification as the socket sends it: through the same schema as the REST answers,
// so dates are ISO strings and nothing but the public fields leaves (not emailed_at).
import { z } from 'zod';
import { notificationSchema, type RealtimeMessage } from '../../../common/notification-schemas';
import type { StoredNotification } from '../../platform/notifications/hub';

export function realtimeMessageFor(notification: StoredNotification): RealtimeMessage {
  return { type: 'notification', payload: z.encode(notificationSchema, notification) };
}
