// POST /api/user/password: the server ends every other session of the user (and their sockets).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordChangeSchema } from '@common/account-schemas';
import { api } from '../../../lib/api-client';

export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const changePassword = (input: PasswordChange) => api.post<void>('/api/user/password', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
