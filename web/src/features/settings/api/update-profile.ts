// PATCH /api/user: first name, last name, email. The answer is the signed-in user, stored at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PublicUser } from '@common/auth-schemas';
import type { profileUpdateSchema } from '@common/account-schemas';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/session';

export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const updateProfile = (input: ProfileUpdate) => api.patch<PublicUser>('/api/user', input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
