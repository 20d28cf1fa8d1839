// POST /api/reset-password (public): the token and email come from the emailed link.
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@common/account-schemas';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) => api.post<{ message: string }>('/api/reset-password', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
