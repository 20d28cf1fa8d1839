// The values of a training program's enum-like fields (decisions.md 33 and 31).
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SUITABILITY_LEVELS = ['excellent', 'good', 'fair', 'challenging'] as const;
export type Suitability = (typeof SUITABILITY_LEVELS)[number];

/**
 * Catalogue tabs (decisions.md 35): Beginner matches beginner, basic or 'all levels'.
 * Here and not beside the schemas, so that the catalogue page filters without loading zod.
 */
export function matchesCatalogueTab(difficulty: string, tab: 'all' | 'beginner' | 'advanced'): boolean {
  const value = difficulty.toLowerCase();
  if (tab === 'beginner') return ['beginner', 'basic', 'all levels'].some((word) => value.includes(word));
  if (tab === 'advanced') return value.includes('advanced') || value.includes('intermediate');
  return true;
}
