// What changes the signed-in user's notifications (decisions.md 34 and 37): marking them read,
// deleting one, the dashboard's test notification; each refreshes every view of them after. Apart
// from notification-query.ts, which the nav bar's red dot needs as a page first draws: these are
// used only from the bell's menu and a button, and their error toasts come with them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationInput } from '@common/notification-schemas';
import { api, errorMessage } from './api-client';
import { refreshNotificationViews } from './notification-query';
import { showErrorToast } from './toasts';

const markNotificationRead = (id: number) => api.put<Notification>(`/api/notifications/${id}/read`);
const markAllNotificationsRead = () => api.put<{ updated: number }>('/api/notifications/read-all');
const deleteNotification = (id: number) => api.delete(`/api/notifications/${id}`);
const createNotification = (input: NotificationInput) => api.post<Notification>('/api/notifications', input);

/** decisions.md 38 (error texts), Notifications: 'Error' with 'Failed to ...: {the error}'. */
const reportFailure = (action: string) => (error: unknown) => showErrorToast('Error', `Failed to ${action}: ${errorMessage(error)}`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => refreshNotificationViews(queryClient),
    onError: reportFailure('mark notification as read'),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => refreshNotificationViews(queryClient),
    onError: reportFailure('mark all notifications as read'),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => refreshNotificationViews(queryClient),
    onError: reportFailure('delete notification'),
  });
}

/** POST /api/notifications (decisions.md 37): the list is refreshed afterwards. */
export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => refreshNotificationViews(queryClient),
    onError: reportFailure('create notification'),
  });
}
