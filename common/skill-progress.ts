// How far a purchased skill has come, as the trainer dashboard and the owner's dashboard show it:
// (currentStep + 1) / steps, and a completed skill is always 100% (decisions.md 45).

/** Progress of one skill as a whole percentage, 0-100. */
export function skillProgressPercent(currentStep: number, stepCount: number, completed: boolean): number {
  if (completed) return 100;
  if (stepCount <= 0) return 0;
  const reached = Math.min(Math.max(currentStep, 0) + 1, stepCount);
  return Math.round((reached / stepCount) * 100);
}

/** Mean of several progress percentages as a whole percentage; 0 when there are none. */
export function meanProgressPercent(percentages: readonly number[]): number {
  if (percentages.length === 0) return 0;
  const total = percentages.reduce((sum, value) => sum + value, 0);
  return Math.round(total / percentages.length);
}
