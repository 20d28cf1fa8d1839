// The signed-in user's notifications, as far as the navigation bar needs them (the bell's dot
// and a short list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@common/notification-schemas';
import { api } from '../../lib/api-client';

export const notificationsQueryKey = ['/api/notifications'] as const;

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: () => api.get<Notification[]>('/api/notifications') });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

export function useHasUnreadNotifications(): boolean {
  const notifications = useNotifications();
  return (notifications.data ?? []).some((notification) => !notification.isRead);
}
