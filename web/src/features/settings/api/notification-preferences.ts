// GET/PUT /api/user/notification-preferences: email on or off per kind of event. A switch saves
// at once and shows its new state before the server answers; a failure puts it back.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@common/account-schemas';
import { api, errorMessage } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toasts';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

export const getNotificationPreferences = () => api.get<NotificationPreferences>('/api/user/notification-preferences');
export const saveNotificationPreferences = (preferences: NotificationPreferences) =>
  api.put<NotificationPreferences>('/api/user/notification-preferences', preferences);

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

const saveMutationKey = ['notification-preferences', 'save'] as const;

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveMutationKey,
    mutationFn: saveNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesQueryKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesQueryKey);
      queryClient.setQueryData(notificationPreferencesQueryKey, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(notificationPreferencesQueryKey, context.previous);
      showErrorToast('Error', `Failed to save notification preferences: ${errorMessage(error)}`);
    },
    // An earlier answer must not undo a later switch still on its way: only the last one counts.
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: saveMutationKey }) <= 1) queryClient.setQueryData(notificationPreferencesQueryKey, saved);
    },
  });
}
