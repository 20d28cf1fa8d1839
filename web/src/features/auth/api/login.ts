import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PublicUser } from '@common/auth-schemas';
import { api } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toasts';
import { userQueryKey } from '../../../lib/session';

export const login = (input: LoginInput) => api.post<PublicUser>('/api/login', input);

/** Signs in and stores the user; the caller decides where to go next and reports failures. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      // A session check still in flight must not overwrite the user who just signed in.
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      queryClient.setQueryData(userQueryKey, user);
      showSuccessToast('Welcome back!', 'Successfully logged in.');
    },
  });
}
