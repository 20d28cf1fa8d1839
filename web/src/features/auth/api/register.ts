import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '@common/auth-schemas';
import { api } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toasts';
import { userQueryKey } from '../../../lib/session';

export const register = (input: RegisterInput) => api.post<PublicUser>('/api/register', input);

/** Creates the account (the server signs it in) and stores the user; the form reports failures. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (user) => {
      // A session check still in flight must not overwrite the user who just signed in.
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      queryClient.setQueryData(userQueryKey, user);
      showSuccessToast(
        'Welcome!',
        user.trainerApplication?.status === 'pending' && !user.isTrainer
          ? 'Your account has been created. Your trainer application is pending review by an administrator.'
          : 'Your account has been created successfully.',
      );
    },
  });
}
