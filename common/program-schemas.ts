// Training programs on the wire: what the curriculum builder sends (decisions.md 35, "Program form
// schema", with upper bounds on every size), what the API returns, and enrolments. One schema for
// the builder form, the JSON import and the server, so every message is the same everywhere.
import { z } from 'zod';
import { bodyIdSchema } from './id-schema';
import { DIFFICULTIES, ENROLLMENT_PAYMENT_STATUSES, SUITABILITY_LEVELS } from './program-choices';
import { MAX_PROGRAM_CONTENT_BYTES, MAX_TEXT_LENGTH, jsonByteLength } from './limits';
import { nameText } from './text-schemas';
import { timestampSchema } from './wire';
import { groupThousands } from './money';
import { THUMBNAIL_NOT_UPLOADED_MESSAGE, isProgramThumbnailAddress } from './program-thumbnail';

/** Upper bounds of a curriculum: big enough for any real program, small enough to stay fast. */
export const PROGRAM_LIMITS = {
  modules: 30,
  lessonsPerModule: 30,
  /** Steps, success criteria, tips, prerequisites, equipment, breed recommendations. */
  itemsPerList: 50,
  itemText: 1000,
  idLength: 100,
  urlLength: 2000,
  maxWeeks: 104,
  maxModuleDays: 365,
  maxLessonMinutes: 600,
  /** Whole dollars in the builder. */
  maxPriceDollars: 100_000,
} as const;

const itemId = z
  .string({ error: 'Id is required' })
  .min(1, 'Id is required')
  .max(PROGRAM_LIMITS.idLength, `Id must be at most ${PROGRAM_LIMITS.idLength} characters`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const freeText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX_TEXT_LENGTH, `${label} must be at most ${MAX_TEXT_LENGTH} characters`);

const boundedList = <T extends z.ZodType>(item: T, label: string, max: number = PROGRAM_LIMITS.itemsPerList) =>
  z.array(item, { error: `${label} must be a list` }).max(max, `At most ${max} ${label.toLowerCase()}`);

/**
 * Every list has its bound, yet all of them at their bounds would make megabytes: the curriculum as a
 * whole is capped too (issue 27, item 7), so one program cannot swell the pages that show it.
 */
export const PROGRAM_CONTENT_TOO_LARGE = `The program content must be at most ${MAX_PROGRAM_CONTENT_BYTES / 1024} KB of JSON: shorten or split it`;
const withinContentCap = (content: unknown) => jsonByteLength(content) <= MAX_PROGRAM_CONTENT_BYTES;

const optionalUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(PROGRAM_LIMITS.urlLength, `${label} must be at most ${PROGRAM_LIMITS.urlLength} characters`)
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), `${label} must be a web address (http or https)`)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** Empty (no thumbnail) or the address of an image uploaded to us (issue 27, item 13). */
const thumbnailText = z
  .string({ error: 'The thumbnail must be text' })
  .trim()
  .max(PROGRAM_LIMITS.urlLength, THUMBNAIL_NOT_UPLOADED_MESSAGE)
  .refine((value) => value === '' || isProgramThumbnailAddress(value), THUMBNAIL_NOT_UPLOADED_MESSAGE);

/** A training step, success criterion, tip or prerequisite. */
export const describedItemInputSchema = (label: string) =>
  z.strictObject({ id: itemId, description: requiredText(label, PROGRAM_LIMITS.itemText) });

export const lessonInputSchema = z.strictObject({
  id: itemId,
  title: nameText('Lesson title'),
  description: freeText('Lesson description').default(''),
  videoUrl: optionalUrl('Video URL'),
  steps: boundedList(describedItemInputSchema('Step'), 'Steps').default([]),
  successCriteria: boundedList(describedItemInputSchema('Success criterion'), 'Success criteria').default([]),
  tips: boundedList(describedItemInputSchema('Tip'), 'Tips').default([]),
  completionTime: z
    .number({ error: 'Completion time must be a number of minutes' })
    .int('Completion time must be a whole number of minutes')
    .min(1, 'Completion time must be at least 1 minute')
    .max(PROGRAM_LIMITS.maxLessonMinutes, `Completion time must be at most ${PROGRAM_LIMITS.maxLessonMinutes} minutes`),
});

export const moduleInputSchema = z.strictObject({
  id: itemId,
  title: nameText('Module title'),
  description: freeText('Module description').default(''),
  duration: z
    .number({ error: 'Module duration must be a number of days' })
    .int('Module duration must be a whole number of days')
    .min(1, 'Module duration must be at least 1 day')
    .max(PROGRAM_LIMITS.maxModuleDays, `Module duration must be at most ${PROGRAM_LIMITS.maxModuleDays} days`),
  lessons: boundedList(lessonInputSchema, 'Lessons', PROGRAM_LIMITS.lessonsPerModule).default([]),
});

export const equipmentInputSchema = z.strictObject({
  id: itemId,
  name: nameText('Equipment name'),
  optional: z.boolean({ error: 'Optional must be true or false' }).default(false),
});

export const breedRecommendationInputSchema = z.strictObject({
  id: itemId,
  breed: nameText('Breed'),
  suitability: z.enum(SUITABILITY_LEVELS, { error: 'Suitability must be excellent, good, fair or challenging' }).default('good'),
  notes: freeText('Notes')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

const prerequisitesInput = boundedList(describedItemInputSchema('Prerequisite'), 'Prerequisites');
const equipmentInput = boundedList(equipmentInputSchema, 'Equipment items');
const breedRecommendationsInput = boundedList(breedRecommendationInputSchema, 'Breed recommendations');

export const programContentInputSchema = z
  .strictObject({
    modules: boundedList(moduleInputSchema, 'Modules', PROGRAM_LIMITS.modules).default([]),
    prerequisites: prerequisitesInput.default([]),
    equipment: equipmentInput.default([]),
    breedRecommendations: breedRecommendationsInput.default([]),
  })
  .refine(withinContentCap, PROGRAM_CONTENT_TOO_LARGE);

/** The fields the builder form and the API share; only the price's unit differs. */
const programFields = {
  title: nameText('Title', { min: 3, requiredMessage: 'Title must be at least 3 characters' }),
  description: z
    .string({ error: 'Description must be at least 10 characters' })
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(MAX_TEXT_LENGTH, `Description must be at most ${MAX_TEXT_LENGTH} characters`),
  difficulty: z.enum(DIFFICULTIES, { error: 'Difficulty must be beginner, intermediate or advanced' }),
  durationWeeks: z
    .number({ error: 'Duration must be at least 1 week' })
    .int('Duration must be a whole number of weeks')
    .min(1, 'Duration must be at least 1 week')
    .max(PROGRAM_LIMITS.maxWeeks, `Duration must be at most ${PROGRAM_LIMITS.maxWeeks} weeks`),
  thumbnail: thumbnailText.nullish().transform((value) => (value ? value : undefined)),
  published: z.boolean({ error: 'Published must be true or false' }).default(false),
};

/**
 * POST and PUT /api/training-programs. Price in cents. The product (decisions.md 31) sends prerequisites, equipment and
 * breedRecommendations both inside content and at top level: the copy inside content (named
 * first) wins, the top-level copy is used only when content lacks it.
 */
export const programInputSchema = z
  .strictObject({
    ...programFields,
    price: z
      .number({ error: 'Price must be non-negative' })
      .int('Price must be a whole number of cents')
      .min(0, 'Price must be non-negative')
      .max(PROGRAM_LIMITS.maxPriceDollars * 100, `Price must be at most $${groupThousands(PROGRAM_LIMITS.maxPriceDollars)}`),
    content: z
      .strictObject({
        modules: boundedList(moduleInputSchema, 'Modules', PROGRAM_LIMITS.modules).default([]),
        prerequisites: prerequisitesInput.optional(),
        equipment: equipmentInput.optional(),
        breedRecommendations: breedRecommendationsInput.optional(),
      })
      .default({ modules: [] }),
    prerequisites: prerequisitesInput.optional(),
    equipment: equipmentInput.optional(),
    breedRecommendations: breedRecommendationsInput.optional(),
  })
  .transform(({ content, prerequisites, equipment, breedRecommendations, ...fields }) => ({
    ...fields,
    content: {
      modules: content.modules,
      prerequisites: content.prerequisites ?? prerequisites ?? [],
      equipment: content.equipment ?? equipment ?? [],
      breedRecommendations: content.breedRecommendations ?? breedRecommendations ?? [],
    },
  }))
  .refine((program) => withinContentCap(program.content), { message: PROGRAM_CONTENT_TOO_LARGE, path: ['content'] });
export type ProgramInput = z.input<typeof programInputSchema>;
export type ProgramInputParsed = z.output<typeof programInputSchema>;

/** The curriculum builder's form: price in whole dollars (decisions.md 31), converted on submit. */
export const programFormSchema = z.strictObject({
  ...programFields,
  thumbnail: thumbnailText,
  price: z
    .number({ error: 'Price must be non-negative' })
    .int('Price must be a whole number of dollars')
    .min(0, 'Price must be non-negative')
    .max(PROGRAM_LIMITS.maxPriceDollars, `Price must be at most $${groupThousands(PROGRAM_LIMITS.maxPriceDollars)}`),
  content: programContentInputSchema,
});
export type ProgramFormValues = z.input<typeof programFormSchema>;

/** Builder values -> the API payload (dollars -> cents; the product's duplicated (decisions.md 37) top-level lists). */
export function programPayloadFromForm(values: z.output<typeof programFormSchema>): ProgramInput {
  const { price, thumbnail, content, ...fields } = values;
  return {
    ...fields,
    thumbnail: thumbnail === '' ? undefined : thumbnail,
    price: Math.round(price * 100),
    content,
    prerequisites: content.prerequisites,
    equipment: content.equipment,
    breedRecommendations: content.breedRecommendations,
  };
}

// ---- responses -------------------------------------------------------------------------------

const describedItem = z.object({ id: z.string(), description: z.string() });
const programContentSchema = z.object({
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      duration: z.number(),
      lessons: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          description: z.string(),
          videoUrl: z.string().optional(),
          steps: z.array(describedItem),
          successCriteria: z.array(describedItem),
          tips: z.array(describedItem),
          completionTime: z.number(),
        }),
      ),
    }),
  ),
  prerequisites: z.array(describedItem),
  equipment: z.array(z.object({ id: z.string(), name: z.string(), optional: z.boolean() })),
  breedRecommendations: z.array(
    z.object({ id: z.string(), breed: z.string(), suitability: z.enum(SUITABILITY_LEVELS), notes: z.string().optional() }),
  ),
});

/**
 * A program as the API returns it. Its author sees the working copy (drafts and unpublished
 * edits); everyone else sees the latest published version. `version` is the latest published
 * version's number (null before the first publish).
 */
export const programSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  durationWeeks: z.number().int(),
  /** Cents. */
  price: z.number().int(),
  thumbnail: z.string().nullable(),
  createdBy: z.number().int(),
  /** The author's display name (first and last name, or username). */
  authorName: z.string(),
  content: programContentSchema,
  prerequisites: programContentSchema.shape.prerequisites,
  equipment: programContentSchema.shape.equipment,
  breedRecommendations: programContentSchema.shape.breedRecommendations,
  published: z.boolean(),
  version: z.number().int().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Program = z.input<typeof programSchema>;

/**
 * A program in the catalogue's list (GET /api/training-programs): what a card shows, with the
 * curriculum counted instead of sent (issue 27, item 7: three large programs made the anonymous
 * catalogue 2.58 MB). The detail route (GET /api/training-programs/:id) sends the content.
 */
export const programSummarySchema = programSchema
  .omit({ content: true, prerequisites: true, equipment: true, breedRecommendations: true })
  .extend({
    moduleCount: z.number().int(),
    lessonCount: z.number().int(),
  });
export type ProgramSummary = z.input<typeof programSummarySchema>;

/** GET /api/training-programs/:id/enrollment-status */
export const enrollmentStatusSchema = z.object({
  enrolled: z.boolean(),
  petIds: z.array(z.number().int()),
});
export type EnrollmentStatus = z.input<typeof enrollmentStatusSchema>;

/** POST /api/training-programs/:id/enroll */
export const enrollInputSchema = z.strictObject({
  petId: bodyIdSchema('Please choose a pet to enrol'),
});

/**
 * An enrolment with the curriculum the pet follows: `program` is the pinned published version
 * (its `version` field is that version's number), `latestVersion` the newest one.
 */
export const enrollmentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  petId: z.number().int(),
  petName: z.string(),
  programId: z.number().int(),
  version: z.number().int(),
  latestVersion: z.number().int(),
  program: programSchema,
  /** Issue 31: counts as enrolled only when free or paid; pending until its checkout is paid. */
  paymentStatus: z.enum(ENROLLMENT_PAYMENT_STATUSES),
  /** What the enrolment costs (the program's price when the pet enrolled), in cents. */
  priceCents: z.number().int(),
  /** When it was paid (null unless paid or refunded). */
  paidAt: timestampSchema.nullable(),
  /** Whether withdrawing now refunds it in full (decisions.md 72); null unless paid. */
  refund: z
    .object({
      refundable: z.boolean(),
      amountCents: z.number().int(),
      message: z.string().nullable(),
      deadline: timestampSchema.nullable(),
    })
    .nullable(),
  createdAt: timestampSchema,
});
export type Enrollment = z.input<typeof enrollmentSchema>;

/** POST /api/enrollments/:id/withdraw: what happened (decisions.md 72). */
export const withdrawResultSchema = z.object({
  outcome: z.enum(['withdrawn', 'cancelled', 'refunded']),
  refundedCents: z.number().int(),
});
