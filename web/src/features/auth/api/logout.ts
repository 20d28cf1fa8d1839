import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { userQueryKey } from '../../../lib/session';

export const logout = () => api.post<void>('/api/logout');

/** Ends the session and forgets everything cached for this user, so the next one starts clean. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      showSuccessToast('Logged out', 'Successfully logged out of your account.');
    },
    onError: (error) => showErrorToast('Logout failed', errorMessage(error)),
  });
}
