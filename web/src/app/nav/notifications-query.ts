// The signed-in user's notifications, as far as the navigation bar needs them (the bell's dot
// and a short list). Until the server answers GET /api/notifications, a 404 means "none".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';

export type NavNotification = {
  id: number;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
};

export const notificationsQueryKey = ['/api/notifications'] as const;

async function getNotifications(): Promise<NavNotification[]> {
  try {
    return await api.get<NavNotification[]>('/api/notifications');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const notificationsQueryOptions = () => queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

export function useHasUnreadNotifications(): boolean {
  const notifications = useNotifications();
  return (notifications.data ?? []).some((notification) => !notification.isRead);
}
