// The values of a training program's enum-like fields (SPEC sections 3 and 9).
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SUITABILITY_LEVELS = ['excellent', 'good', 'fair', 'challenging'] as const;
export type Suitability = (typeof SUITABILITY_LEVELS)[number];
