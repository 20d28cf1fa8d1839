// How a pet's skill progress looks while it loads, shared by the list itself and by the pages that
// fetch its code after their own load (lazy-pet-skill-progress.tsx).
import { Skeleton } from '@mantine/core';

export const PET_SKILLS_LOADING = { count: 2, skeleton: <Skeleton height={140} radius="md" />, label: 'Loading training skills' };
