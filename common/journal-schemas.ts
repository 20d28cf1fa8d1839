// The stay journal (issue 28, decisions.md 60): what staff and the pet's trainers log during a
// stay, against the care instructions, and what the owner watches live.
import { z } from 'zod';
import { bodyIdSchema } from './id-schema';
import { timeOfDaySchema } from './care-schemas';
import { optionalName, optionalText } from './text-schemas';
import { timestampSchema } from './wire';
import { JOURNAL_KINDS, JOURNAL_NOTE_MAX, MEAL_AMOUNTS, kindFieldProblems, type KindFields } from './journal-words';

export * from './journal-words';

const fields = {
  note: optionalText('Note', JOURNAL_NOTE_MAX),
  ate: z.enum(MEAL_AMOUNTS, { error: 'ate must be all, some or none' }).optional(),
  given: z.boolean({ error: 'given must be true or false' }).optional(),
};

function checkKindFields(entry: KindFields, ctx: z.RefinementCtx) {
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
