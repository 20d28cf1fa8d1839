// GET /api/training-skills (published skills) and GET /api/training-skills/categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Skill } from '@common/skill-schemas';

export const skillQueryKeys = {
  all: ['training-skills'] as const,
  categories: () => [...skillQueryKeys.all, 'categories'] as const,
  eligibility: (skillId: number) => [...skillQueryKeys.all, skillId, 'eligibility'] as const,
};

export const getSkills = () => api.get<Skill[]>('/api/training-skills');
export const getSkillCategories = () => api.get<string[]>('/api/training-skills/categories');

/** The published skills, only those of `category` when one is given (one cache entry for all tabs). */
export const useSkills = (category?: string) =>
  useQuery({
    queryKey: skillQueryKeys.all,
    queryFn: getSkills,
    select: category === undefined ? undefined : (skills: Skill[]) => skills.filter((skill) => skill.category === category),
  });

export const useSkillCategories = () => useQuery(queryOptions({ queryKey: skillQueryKeys.categories(), queryFn: getSkillCategories }));
