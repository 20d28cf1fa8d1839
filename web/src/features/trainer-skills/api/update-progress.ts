// PUT /api/skill-progress/:id { currentStep?, completed?, notes? }.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SkillProgress, SkillProgressChange } from '@common/skill-schemas';
import { api } from '../../../lib/api-client';
import { skillProgressQueryKeys } from '../../../lib/skill-progress-query';

type UpdateArgs = { id: number; change: SkillProgressChange };

export const updateProgress = ({ id, change }: UpdateArgs) => api.put<SkillProgress>(`/api/skill-progress/${id}`, change);

/**
 * Puts the server's answer into the trainer's list at once (the item moves tabs on completion
 * without a refetch) and marks the pet's own progress stale for its owner's pages.
 */
export function storeProgress(queryClient: QueryClient, progress: SkillProgress) {
  queryClient.setQueryData<SkillProgress[]>(skillProgressQueryKeys.assigned(), (list) =>
    list?.map((item) => (item.id === progress.id ? progress : item)),
  );
  return queryClient.invalidateQueries({ queryKey: skillProgressQueryKeys.pet(progress.petId) });
}

export function useUpdateProgress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProgress, onSuccess: (progress) => storeProgress(queryClient, progress) });
}
