// GET /api/skill-progress/assigned: the skills assigned to the signed-in trainer.
import { useQuery } from '@tanstack/react-query';
import type { SkillProgress } from '@common/skill-schemas';
import { api } from '../../../lib/api-client';
import { skillProgressQueryKeys } from '../../../lib/skill-progress-query';

export const getAssignedProgress = () => api.get<SkillProgress[]>('/api/skill-progress/assigned');

/**
 * The assigned items that are `completed` or not (one cache entry for both tabs); a trainer's page
 * (page-roles.ts), so only trainers ask.
 */
export const useAssignedProgress = (completed: boolean) =>
  useQuery({
    queryKey: skillProgressQueryKeys.assigned(),
    queryFn: getAssignedProgress,
    select: (items: SkillProgress[]) => items.filter((item) => item.completed === completed),
  });
