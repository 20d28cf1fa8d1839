// The signed-in user's notifications (decisions.md 34 and 37) for the bell, the dashboard and the
// real-time channel: fetchers and query keys, written once (what changes them is in
// notification-mutations.ts, used only once a menu or a button is). Every key starts with
// 'notifications', so one invalidation refreshes the list and the red dot together.
import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Count } from '@common/count-schema';
import type { Notification } from '@common/notification-schemas';
import { api } from './api-client';
import { dashboardQueryKey } from './dashboard-query';
import { refreshAfterEvent } from './query-client';

export const notificationQueryKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationQueryKeys.all, 'list'] as const,
  unreadCount: () => [...notificationQueryKeys.all, 'unread-count'] as const,
};

/** The dropdown shows the latest ones; older notifications stay on the server. */
const LIST_LIMIT = 50;

export const getNotifications = () => api.get<Notification[]>(`/api/notifications?limit=${LIST_LIMIT}`);
export const getUnreadCount = () => api.get<Count>('/api/notifications/unread-count');

export const notificationsQueryOptions = () => queryOptions({ queryKey: notificationQueryKeys.list(), queryFn: getNotifications });

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationQueryKeys.unreadCount(), queryFn: getUnreadCount, select: (answer) => answer.count });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** The number of unread notifications; 0 while unknown (the red dot stays off). */
export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions()).data ?? 0;
}

/** Everything that shows notifications: the list, the red dot (both under 'notifications') and Recent Activity. */
export const NOTIFICATION_VIEW_KEYS: readonly QueryKey[] = [notificationQueryKeys.all, dashboardQueryKey];

/** Refreshes everything that shows notifications. */
export function refreshNotificationViews(queryClient: QueryClient): Promise<void> {
  return Promise.all(NOTIFICATION_VIEW_KEYS.map((queryKey) => refreshAfterEvent(queryClient, { queryKey }))).then(() => undefined);
}

/**
 * The page a notification is about (`data.url`), when it is a path inside the app. Anything
 * else (another site, `javascript:`, a protocol-relative '//host') is ignored, so a notification
 * can never send the user away from PawsConnect.
 */
export function notificationLink(notification: Pick<Notification, 'data'>): string | null {
  const url = notification.data?.url;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url;
}
