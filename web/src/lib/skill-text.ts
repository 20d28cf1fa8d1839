// How the skills menu, the cart and the pet's progress describe a skill's stay and steps.
import { formatDateRange } from './format';
import type { SkillStay } from '@common/skill-schemas';

/** "Joins Rex's boarding stay, March 5 – March 9, 2027". */
export const joinsStayText = (petName: string, stay: SkillStay) =>
  `Joins ${petName}'s boarding stay, ${formatDateRange(stay.startDate, stay.endDate)}`;

/** '1 night', '3 nights'. */
export const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** 'Step 2 of 5: Hold the treat above the nose' (steps count from 1 for people). */
export function currentStepText(steps: readonly string[], currentStep: number): string {
  if (steps.length === 0) return 'No steps';
  const index = Math.min(Math.max(currentStep, 0), steps.length - 1);
  return `Step ${index + 1} of ${steps.length}: ${steps[index]}`;
}
