import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/session';

/** POST /api/user/trainer-application: an owner applies (again, after a decline). */
export function useApplyAsTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.post('/api/user/trainer-application', note.trim() ? { note: note.trim() } : {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
