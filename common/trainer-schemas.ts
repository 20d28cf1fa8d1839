// The trainer workspace (issue 11, decisions.md 16): client pets, training sessions, behaviour
// assessments, report cards and the pet's timeline (the analytics: trainer-analytics-schemas.ts). They check
// shape, types and sizes; rules that need the database (whose pet, which booking) are the server's.
import { z } from 'zod';
import { bodyIdSchema } from './id-schema';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './limits';
import { PET_TYPE_VALUES } from './pet-schemas';
import { optionalText } from './text-schemas';
import { timestampSchema } from './wire';
import type { AssessmentScoreKey } from './assessment-words';

export * from './assessment-words';

export * from './report-card-media';

const idSchema = bodyIdSchema;

/** Records may be logged ahead of time, but not absurdly far: at most a year from now. */
const MAX_DAYS_AHEAD = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const EARLIEST = Date.UTC(2000, 0, 1);

/** An ISO 8601 instant (with offset), not before 2000 and not more than a year ahead. */
const recordInstant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    .transform((text) => new Date(text))
    .refine((date) => date.getTime() >= EARLIEST, { message: `${label} must be in the year 2000 or later` })
    .refine((date) => date.getTime() <= Date.now() + MAX_DAYS_AHEAD * DAY_MS, {
      message: `${label} cannot be more than a year in the future`,
    });

/** A calendar day 'YYYY-MM-DD', not before 2000 and not more than a year ahead. */
const recordDay = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date like 2027-03-05` })
    .refine((day) => Date.parse(`${day}T00:00:00Z`) >= EARLIEST, { message: `${label} must be in the year 2000 or later` })
    .refine((day) => Date.parse(`${day}T00:00:00Z`) <= Date.now() + MAX_DAYS_AHEAD * DAY_MS, {
      message: `${label} cannot be more than a year in the future`,
    });

const requiredText = (label: string, max: number = MAX_TEXT_LENGTH) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A 1-5 score: 1 needs a lot of work, 5 excellent. */
const score = (label: string) =>
  z
    .number({ error: `${label} must be a score from 1 to 5` })
    .int(`${label} must be a whole number from 1 to 5`)
    .min(1, `${label} must be a score from 1 to 5`)
    .max(5, `${label} must be a score from 1 to 5`);

const optionalScore = (label: string) =>
  score(label)
    .nullish()
    .transform((value) => value ?? null);

// ---- Limits and upload rules ----

/** Session duration in minutes. */
export const MIN_SESSION_MINUTES = 1;
export const MAX_SESSION_MINUTES = 600;
/** A session logged from a training booking lasts the booking's hour. */
export const BOOKING_SESSION_MINUTES = 60;

export const CLIENT_REASONS = ['booking', 'skill', 'program'] as const;
export type ClientReason = (typeof CLIENT_REASONS)[number];

export const TIMELINE_KINDS = ['session', 'assessment', 'report_card', 'skill_step', 'vet_visit', 'booking', 'journal'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

// ---- Inputs ----

/** GET /api/trainer/clients?search= (pet or owner name). */
export const clientsQuerySchema = z.strictObject({
  search: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(MAX_NAME_LENGTH, `Search must be at most ${MAX_NAME_LENGTH} characters`)
    .optional()
    .transform((value) => value || undefined),
});
export type ClientsQuery = z.input<typeof clientsQuerySchema>;

/** POST /api/pets/:petId/sessions and PUT /api/sessions/:id (the whole session). */
export const sessionInputSchema = z.strictObject({
  date: recordInstant('Session date'),
  duration: z
    .number({ error: 'Duration must be a number of minutes' })
    .int('Duration must be a whole number of minutes')
    .min(MIN_SESSION_MINUTES, `Duration must be between ${MIN_SESSION_MINUTES} and ${MAX_SESSION_MINUTES} minutes`)
    .max(MAX_SESSION_MINUTES, `Duration must be between ${MIN_SESSION_MINUTES} and ${MAX_SESSION_MINUTES} minutes`),
  programId: idSchema('Program must be a training program')
    .nullish()
    .transform((value) => value ?? null),
  notes: optionalText('Notes'),
  achievements: optionalText('Achievements'),
  homework: optionalText('Homework'),
});
export type SessionInput = z.input<typeof sessionInputSchema>;
export type SessionValues = z.output<typeof sessionInputSchema>;

/** POST /api/bookings/:id/session: everything is prefilled from the booking; the body may be empty. */
export const bookingSessionInputSchema = z
  .strictObject({
    notes: optionalText('Notes'),
    achievements: optionalText('Achievements'),
    homework: optionalText('Homework'),
  })
  .optional()
  .transform((value) => value ?? { notes: null, achievements: null, homework: null });
export type BookingSessionInput = z.input<typeof bookingSessionInputSchema>;

export const assessmentScoresInputSchema = z
  .strictObject({
    sociabilityDogs: optionalScore('Sociability with dogs'),
    sociabilityPeople: optionalScore('Sociability with people'),
    focus: optionalScore('Focus'),
    impulseControl: optionalScore('Impulse control'),
    leashManners: optionalScore('Leash manners'),
  })
  .nullish()
  .transform((value) => value ?? { sociabilityDogs: null, sociabilityPeople: null, focus: null, impulseControl: null, leashManners: null });

/** POST /api/pets/:petId/assessments and PUT /api/assessments/:id (the whole assessment). */
export const assessmentInputSchema = z
  .strictObject({
    date: recordInstant('Assessment date'),
    socialBehavior: optionalText('Social behaviour'),
    trainingProgress: optionalText('Training progress'),
    issues: optionalText('Issues'),
    recommendations: optionalText('Recommendations'),
    scores: assessmentScoresInputSchema,
  })
  .superRefine((value, ctx) => {
    if (isEmptyAssessment(value)) ctx.addIssue({ code: 'custom', path: ['trainingProgress'], message: EMPTY_ASSESSMENT_MESSAGE });
  });
export type AssessmentInput = z.input<typeof assessmentInputSchema>;

export const EMPTY_ASSESSMENT_MESSAGE = 'Give at least one score or write a note';

/** No score and no text: an empty card on the owner's timeline, so it is refused. */
export function isEmptyAssessment(value: {
  socialBehavior?: string | null;
  trainingProgress?: string | null;
  issues?: string | null;
  recommendations?: string | null;
  scores?: Partial<Record<AssessmentScoreKey, number | null>> | null;
}): boolean {
  // Zod runs the refinement even when a field was refused above, so anything may arrive here.
  const texts: unknown[] = [value.socialBehavior, value.trainingProgress, value.issues, value.recommendations];
  const scores: unknown[] = value.scores && typeof value.scores === 'object' ? Object.values(value.scores) : [];
  return texts.every((text) => typeof text !== 'string' || !text.trim()) && scores.every((score) => score === null || score === undefined);
}
export type AssessmentValues = z.output<typeof assessmentInputSchema>;

/** POST /api/pets/:petId/report-cards. */
export const reportCardInputSchema = z.strictObject({
  day: recordDay('Day'),
  workedOn: requiredText('What was worked on'),
  rating: score('Rating'),
  notes: optionalText('Notes'),
  sessionId: idSchema('Session must be one of your sessions for this pet')
    .nullish()
    .transform((value) => value ?? null),
  bookingId: idSchema('Booking must be one of your bookings for this pet')
    .nullish()
    .transform((value) => value ?? null),
});
export type ReportCardInput = z.input<typeof reportCardInputSchema>;
export type ReportCardValues = z.output<typeof reportCardInputSchema>;

// ---- Responses ----

export const clientPetSchema = z.object({
  pet: z.object({
    id: z.number(),
    name: z.string(),
    petType: z.enum(PET_TYPE_VALUES),
    breed: z.string(),
    age: z.number().nullable(),
    profilePhoto: z.string().nullable(),
  }),
  ownerName: z.string(),
  openSkills: z.number(),
  /** Start of the next training booking with this trainer. */
  nextSession: timestampSchema.nullable(),
  lastReportCard: z.object({ id: z.number(), day: z.string(), rating: z.number() }).nullable(),
  reasons: z.array(z.enum(CLIENT_REASONS)),
});
export type ClientPet = z.input<typeof clientPetSchema>;
export const clientPetListSchema = z.array(clientPetSchema);

export const trainingSessionSchema = z.object({
  id: z.number(),
  petId: z.number(),
  petName: z.string(),
  trainerId: z.number(),
  trainerName: z.string(),
  programId: z.number().nullable(),
  programTitle: z.string().nullable(),
  bookingId: z.number().nullable(),
  date: timestampSchema,
  /** Minutes. */
  duration: z.number(),
  notes: z.string().nullable(),
  achievements: z.string().nullable(),
  homework: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type TrainingSession = z.input<typeof trainingSessionSchema>;
export const trainingSessionListSchema = z.array(trainingSessionSchema);

export const assessmentScoresSchema = z.object({
  sociabilityDogs: z.number().nullable(),
  sociabilityPeople: z.number().nullable(),
  focus: z.number().nullable(),
  impulseControl: z.number().nullable(),
  leashManners: z.number().nullable(),
});
export type AssessmentScores = z.input<typeof assessmentScoresSchema>;

export const assessmentSchema = z.object({
  id: z.number(),
  petId: z.number(),
  petName: z.string(),
  assessedBy: z.number(),
  assessorName: z.string(),
  date: timestampSchema,
  socialBehavior: z.string().nullable(),
  trainingProgress: z.string().nullable(),
  issues: z.string().nullable(),
  recommendations: z.string().nullable(),
  scores: assessmentScoresSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Assessment = z.input<typeof assessmentSchema>;
export const assessmentListSchema = z.array(assessmentSchema);

export const reportCardMediaSchema = z.object({ id: z.number(), address: z.string(), contentType: z.string() });
export type ReportCardMedia = z.input<typeof reportCardMediaSchema>;

export const reportCardSchema = z.object({
  id: z.number(),
  petId: z.number(),
  petName: z.string(),
  trainerId: z.number(),
  trainerName: z.string(),
  sessionId: z.number().nullable(),
  bookingId: z.number().nullable(),
  /** 'YYYY-MM-DD'. */
  day: z.string(),
  workedOn: z.string(),
  rating: z.number(),
  notes: z.string().nullable(),
  media: z.array(reportCardMediaSchema),
  createdAt: timestampSchema,
});
export type ReportCard = z.input<typeof reportCardSchema>;
export const reportCardListSchema = z.array(reportCardSchema);

export const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** When it happened; what the timeline is ordered by. */
  at: timestampSchema,
  /** For an entry known by its calendar day only (a vet visit, a report card written later): that day. */
  day: z.string().optional(),
  title: z.string(),
  summary: z.string(),
  /** The record's id within its kind. */
  id: z.number(),
  link: z.string().optional(),
  /** Who wrote it: the trainer of a session or report card, the assessor of an assessment. */
  trainerName: z.string().optional(),
});
export type TimelineEntry = z.input<typeof timelineEntrySchema>;
export const timelineSchema = z.array(timelineEntrySchema);
