// The trainer's analytics and a pet's progress summary (issue 11): the query of each chart and the
// figures it answers. Every figure comes from an SQL aggregate on the server.
import { z } from 'zod';
import { rangeDaySchema } from './range-day-schema';
import { assessmentScoresSchema } from './trainer-schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

export const ANALYTICS_CHARTS = ['bookings', 'occupancy', 'skills', 'sessions', 'assessments'] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

const rangeDay = (label: string) => rangeDaySchema(label).optional();

type DayRange = { from?: string; to?: string };
export const fromBeforeTo = (range: DayRange) => !range.from || !range.to || range.from <= range.to;
export const FROM_AFTER_TO = 'From must be on or before To';
/**
 * The charts and their CSV files walk the range week by week and night by night: bound it. The
 * server checks it again once a missing end has been defaulted (`?to=9999-12-31` alone).
 */
export const atMostThreeYears = (range: DayRange) =>
  !range.from || !range.to || Date.parse(range.to) - Date.parse(range.from) <= 3 * 366 * DAY_MS;
export const RANGE_TOO_LONG = 'The range can be at most three years';
// zod normalises (rewrites) the options object it is given, so each refine gets its own.
const onTo = (message: string) => ({ message, path: ['to'] });

/** GET /api/trainer/analytics?from&to (calendar days; the server defaults to the last 12 weeks). */
export const analyticsQuerySchema = z
  .strictObject({ from: rangeDay('From'), to: rangeDay('To') })
  .refine(fromBeforeTo, onTo(FROM_AFTER_TO))
  .refine(atMostThreeYears, onTo(RANGE_TOO_LONG));
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** GET /api/trainer/analytics.csv?chart=&from&to. */
export const analyticsCsvQuerySchema = z
  .strictObject({
    chart: z.enum(ANALYTICS_CHARTS, { error: 'Chart must be bookings, occupancy, skills, sessions or assessments' }),
    from: rangeDay('From'),
    to: rangeDay('To'),
  })
  .refine(fromBeforeTo, onTo(FROM_AFTER_TO))
  // Without this bound a CSV of year 1 to 9999 was a 500 (found by the bad-input fuzz).
  .refine(atMostThreeYears, onTo(RANGE_TOO_LONG));
export type AnalyticsCsvQuery = z.input<typeof analyticsCsvQuerySchema>;

// ---- Responses ----

export const bookingsWeekSchema = z.object({
  /** Monday, 'YYYY-MM-DD'. */
  week: z.string(),
  bookings: z.number(),
  paidCents: z.number(),
  refundedCents: z.number(),
  netCents: z.number(),
});
export type BookingsWeek = z.input<typeof bookingsWeekSchema>;

export const occupancyNightSchema = z.object({ night: z.string(), pets: z.number(), capacity: z.number() });
export type OccupancyNight = z.input<typeof occupancyNightSchema>;

export const skillStatSchema = z.object({
  skillId: z.number(),
  name: z.string(),
  completed: z.number(),
  averageDaysToComplete: z.number().nullable(),
});
export type SkillStat = z.input<typeof skillStatSchema>;

export const sessionsWeekSchema = z.object({ week: z.string(), sessions: z.number() });
export type SessionsWeek = z.input<typeof sessionsWeekSchema>;

/** One assessment's scores, for charting a pet over time. */
export const assessmentScorePointSchema = z.object({
  petId: z.number(),
  petName: z.string(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  ...assessmentScoresSchema.shape,
});
export type AssessmentScorePoint = z.input<typeof assessmentScorePointSchema>;

export const trainerAnalyticsSchema = z.object({
  bookingsByWeek: z.array(bookingsWeekSchema),
  occupancy: z.array(occupancyNightSchema),
  skills: z.array(skillStatSchema),
  sessionsByWeek: z.array(sessionsWeekSchema),
  assessmentScores: z.array(assessmentScorePointSchema),
});
export type TrainerAnalytics = z.input<typeof trainerAnalyticsSchema>;

/** GET /api/pets/:petId/progress-summary: the owner's smaller view. */
export const progressSummarySchema = z.object({
  skills: z.array(z.object({ name: z.string(), percent: z.number(), completed: z.boolean() })),
  assessmentScores: z.array(assessmentScorePointSchema),
});
export type ProgressSummary = z.input<typeof progressSummarySchema>;
