// The stay journal's kinds, labels, limits and rules without zod: the pages need only these
// (common/journal-schemas.ts builds the API's schemas on them and re-exports them).

export const JOURNAL_KINDS = ['meal', 'medication', 'potty', 'play', 'rest', 'note'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];
export const MEAL_AMOUNTS = ['all', 'some', 'none'] as const;
export type MealAmount = (typeof MEAL_AMOUNTS)[number];

export const JOURNAL_KIND_LABELS: Record<JournalKind, string> = {
  meal: 'Meal',
  medication: 'Medication',
  potty: 'Potty',
  play: 'Play or walk',
  rest: 'Rest',
  note: 'Note',
};
export const MEAL_AMOUNT_LABELS: Record<MealAmount, string> = { all: 'Ate all', some: 'Ate some', none: 'Ate none' };

/** Entries are corrected by their author within this long, never deleted. */
export const JOURNAL_CORRECTION_MINUTES = 60;
export const JOURNAL_NOTE_MAX = 2000;

export const MEAL_NEEDS_ATE_MESSAGE = 'Please say how much of the meal was eaten';
export const MEDICATION_NEEDS_GIVEN_MESSAGE = 'Please say whether the medication was given';
export const REFUSED_NEEDS_NOTE_MESSAGE = 'Please add a note saying what happened when the medication was refused';
export const ATE_ONLY_FOR_MEALS_MESSAGE = 'Only a meal records how much was eaten';
export const GIVEN_ONLY_FOR_MEDICATION_MESSAGE = 'Only a medication records whether it was given';
export const NOTE_NEEDS_TEXT_MESSAGE = 'Please write the note';

export type KindFields = { kind: JournalKind; note: string | null; ate?: MealAmount | null; given?: boolean | null };

/** The rules between a kind and its fields, by field: for a new entry and a correction alike. */
export function kindFieldProblems(entry: KindFields): Record<string, string> {
  const problems: Record<string, string> = {};
  const ate = entry.ate ?? undefined;
  const given = entry.given ?? undefined;
  if (entry.kind === 'meal' && ate === undefined) problems.ate = MEAL_NEEDS_ATE_MESSAGE;
  if (entry.kind !== 'meal' && ate !== undefined) problems.ate = ATE_ONLY_FOR_MEALS_MESSAGE;
  if (entry.kind === 'medication' && given === undefined) problems.given = MEDICATION_NEEDS_GIVEN_MESSAGE;
  if (entry.kind !== 'medication' && given !== undefined) problems.given = GIVEN_ONLY_FOR_MEDICATION_MESSAGE;
  if (entry.kind === 'medication' && given === false && !entry.note) problems.note = REFUSED_NEEDS_NOTE_MESSAGE;
  if (entry.kind === 'note' && !entry.note) problems.note = NOTE_NEEDS_TEXT_MESSAGE;
  return problems;
}
