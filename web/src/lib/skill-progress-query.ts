// Skill progress query keys for every feature (the trainer's list, a pet's skills on /training
// and the pet page), and GET /api/pets/:petId/skill-progress, which owners read from two pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { SkillProgress } from '@common/skill-schemas';

type PetId = number | string;

/** `all` prefixes the others: a trainer's change invalidates every view of the progress. */
export const skillProgressQueryKeys = {
  all: ['skill-progress'] as const,
  assigned: () => [...skillProgressQueryKeys.all, 'assigned'] as const,
  pet: (petId: PetId) => [...skillProgressQueryKeys.all, 'pet', String(petId)] as const,
};

export const getPetSkillProgress = (petId: PetId) => api.get<SkillProgress[]>(`/api/pets/${petId}/skill-progress`);

export const petSkillProgressQueryOptions = (petId: PetId) =>
  queryOptions({ queryKey: skillProgressQueryKeys.pet(petId), queryFn: () => getPetSkillProgress(petId) });

export const usePetSkillProgress = (petId: PetId) => useQuery(petSkillProgressQueryOptions(petId));
