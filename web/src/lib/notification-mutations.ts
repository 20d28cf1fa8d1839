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

/** A mutation of the notifications: every view of them refreshed after, a failure toasted. */
function useNotificationMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>, action: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshNotificationViews(queryClient), onError: reportFailure(action) });
}

export const useMarkNotificationRead = () => useNotificationMutation(markNotificationRead, 'mark notification as read');

export const useMarkAllNotificationsRead = () => useNotificationMutation(markAllNotificationsRead, 'mark all notifications as read');

export const useDeleteNotification = () => useNotificationMutation(deleteNotification, 'delete notification');

/** POST /api/notifications (decisions.md 37): the list is refreshed afterwards. */
export const useCreateNotification = () => useNotificationMutation(createNotification, 'create notification');
