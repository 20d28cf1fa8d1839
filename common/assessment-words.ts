// An assessment's scores and their labels without zod: the pages need only these
// (common/trainer-schemas.ts builds the API's schemas on them and re-exports them).

export const ASSESSMENT_SCORE_KEYS = ['sociabilityDogs', 'sociabilityPeople', 'focus', 'impulseControl', 'leashManners'] as const;
export type AssessmentScoreKey = (typeof ASSESSMENT_SCORE_KEYS)[number];
/** The scores' labels, for forms, charts and CSV headers. */
export const ASSESSMENT_SCORE_LABELS: Record<AssessmentScoreKey, string> = {
  sociabilityDogs: 'Sociability with dogs',
  sociabilityPeople: 'Sociability with people',
  focus: 'Focus',
  impulseControl: 'Impulse control',
  leashManners: 'Leash manners',
};
