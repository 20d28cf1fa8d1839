import type { ScoreKey } from '../../../lib/trainer-types';

export const SCORE_LABELS: Record<ScoreKey, string> = {
  sociabilityDogs: 'Sociability with dogs',
  sociabilityPeople: 'Sociability with people',
  focus: 'Focus',
  impulseControl: 'Impulse control',
  leashManners: 'Leash manners',
};
