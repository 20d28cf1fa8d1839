// GET /api/training-skills/:id/eligibility: for each of the user's pets, whether it has a stay
// the skill can join, and why not.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PetSkillEligibility } from '@common/skill-schemas';
import { skillQueryKeys } from './get-skills';

export const getSkillEligibility = (skillId: number) => api.get<PetSkillEligibility[]>(`/api/training-skills/${skillId}/eligibility`);

export const useSkillEligibility = (skillId: number, enabled: boolean) =>
  useQuery({ queryKey: skillQueryKeys.eligibility(skillId), queryFn: () => getSkillEligibility(skillId), enabled });
