// The stay journal (issue 28, decisions.md 60): what staff and the pet's trainers log during a
// stay, against the care instructions, and what the owner watches live.
import { z } from 'zod';
import { bodyIdSchema } from './id-schema';
import { timeOfDaySchema } from './care-schemas';
import { optionalName, optionalText } from './text-schemas';
import { timestampSchema } from './wire';

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

const fields = {
  note: optionalText('Note', JOURNAL_NOTE_MAX),
  ate: z.enum(MEAL_AMOUNTS, { error: 'ate must be all, some or none' }).optional(),
  given: z.boolean({ error: 'given must be true or false' }).optional(),
};

type Checked = { kind: JournalKind; note: string | null; ate?: MealAmount | null; given?: boolean | null };

/** The rules between a kind and its fields, by field: for a new entry and a correction alike. */
export function kindFieldProblems(entry: Checked): Record<string, string> {
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

function checkKindFields(entry: Checked, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(kindFieldProblems(entry))) ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * POST /api/admin/bookings/:id/journal. `petId` defaults to the stay's first pet. `medication` and
 * `time` say which dose or meal of the care instructions the entry answers (the board's due list).
 */
export const journalEntryInputSchema = z
  .strictObject({
    kind: z.enum(JOURNAL_KINDS, { error: `kind must be one of ${JOURNAL_KINDS.join(', ')}` }),
    petId: bodyIdSchema('petId must be a pet id').optional(),
    ...fields,
    medication: optionalName('Medication').optional(),
    time: timeOfDaySchema.optional(),
  })
  .superRefine(checkKindFields);
export type JournalEntryInput = z.output<typeof journalEntryInputSchema>;

/** PATCH /api/admin/bookings/:id/journal/:entryId: the author's correction (the kind stays). */
export const journalCorrectionSchema = z
  .strictObject(fields)
  .refine((value) => Object.values(value).some((field) => field !== undefined && field !== null), 'Please change at least one field');
export type JournalCorrection = z.output<typeof journalCorrectionSchema>;

const recorded = z.object({ note: z.string().nullable(), ate: z.enum(MEAL_AMOUNTS).nullable(), given: z.boolean().nullable() });

export const journalEntrySchema = z.object({
  id: z.number(),
  bookingId: z.number(),
  petId: z.number(),
  petName: z.string(),
  kind: z.enum(JOURNAL_KINDS),
  ...recorded.shape,
  medication: z.string().nullable(),
  time: z.string().nullable(),
  media: z.array(z.object({ id: z.number(), url: z.string(), contentType: z.string() })),
  author: z.object({ id: z.number().nullable(), name: z.string() }),
  createdAt: timestampSchema,
  /** Set once corrected; `original` keeps what was first written. */
  correctedAt: timestampSchema.nullable(),
  original: recorded.nullable(),
});
export type JournalEntry = z.input<typeof journalEntrySchema>;

export const journalSchema = z.object({ bookingId: z.number(), entries: z.array(journalEntrySchema) });
export type Journal = z.input<typeof journalSchema>;
