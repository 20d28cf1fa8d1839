// Business reports (issue 28; decisions.md 62): GET /api/admin/reports/:name?from&to and its CSV
// twin /api/admin/reports/:name.csv, admins only. Every figure is an SQL aggregate on the server.
import { z } from 'zod';
import { SERVICE_TYPES } from './booking-choices';
import { COMPLIANCE_PROBLEMS, reportRangeProblem } from './report-choices';
import { rangeDaySchema } from './range-day-schema';

export {
  REPORT_NAMES,
  isReportName,
  MAX_REPORT_DAYS,
  DEFAULT_REPORT_WEEKS,
  REPORT_FROM_AFTER_TO,
  REPORT_RANGE_TOO_LONG,
  reportDays,
  reportRangeProblem,
  COMPLIANCE_PROBLEMS,
  COMPLIANCE_PROBLEM_LABELS,
  type ReportName,
  type ComplianceProblem,
} from './report-choices';

/** `:name` is any short text: an unknown report is a 404, not a 400 (the fixed API). */
export const reportParamsSchema = z.strictObject({ name: z.string().max(100, { error: 'Report name is too long' }) });

export const reportQuerySchema = z
  .strictObject({ from: rangeDaySchema('From').optional(), to: rangeDaySchema('To').optional() })
  .superRefine((range, context) => {
    const problem = reportRangeProblem(range);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

// ---- Answers ----

const rangeFields = {
  from: z.string(),
  to: z.string(),
  /** The business's zone, in which days, nights and weeks (starting Monday) are counted. */
  timeZone: z.string(),
};

const moneyFields = {
  boardingCents: z.number(),
  daycareCents: z.number(),
  trainingCents: z.number(),
  /** Payments received, all services. */
  paidCents: z.number(),
  /** Refunds paid out, all services. */
  refundedCents: z.number(),
  /** Payments minus refunds. */
  netCents: z.number(),
};
export const revenueWeekSchema = z.object({ week: z.string(), ...moneyFields });
export type RevenueWeek = z.infer<typeof revenueWeekSchema>;
export const revenueReportSchema = z.object({
  name: z.literal('revenue'),
  ...rangeFields,
  weeks: z.array(revenueWeekSchema),
  totals: z.object(moneyFields),
});

export const occupancyNightSchema = z.object({
  night: z.string(),
  pets: z.number(),
  capacity: z.number(),
  /** pets / capacity, in whole percent (may pass 100 when capacity was lowered). */
  percent: z.number(),
});
export type OccupancyReportNight = z.infer<typeof occupancyNightSchema>;
export const occupancyReportSchema = z.object({
  name: z.literal('occupancy'),
  ...rangeFields,
  capacity: z.number(),
  nights: z.array(occupancyNightSchema),
  /** The mean of the nights' percentages, and the fullest night. */
  averagePercent: z.number(),
  peakPets: z.number(),
});

const cancellationFields = {
  /** Bookings cancelled (by their owner or by staff). */
  cancelled: z.number(),
  /** What those cancellations refunded. */
  refundedCents: z.number(),
  noShows: z.number(),
};
export const cancellationWeekSchema = z.object({ week: z.string(), ...cancellationFields });
export type CancellationWeek = z.infer<typeof cancellationWeekSchema>;
export const cancellationsReportSchema = z.object({
  name: z.literal('cancellations'),
  ...rangeFields,
  weeks: z.array(cancellationWeekSchema),
  totals: z.object(cancellationFields),
});

export const complianceRowSchema = z.object({
  bookingId: z.number(),
  serviceType: z.enum(SERVICE_TYPES),
  /** The stay's first and last day. */
  startDay: z.string(),
  lastDay: z.string(),
  petId: z.number(),
  petName: z.string(),
  ownerName: z.string(),
  vaccine: z.string(),
  vaccineName: z.string(),
  problem: z.enum(COMPLIANCE_PROBLEMS),
  /** The latest expiry on record, or null when there is none. */
  expiresOn: z.string().nullable(),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;
export const vaccinationComplianceReportSchema = z.object({
  name: z.literal('vaccination-compliance'),
  ...rangeFields,
  /** Stays are looked at from here: `from`, or today when `from` is past. */
  checkedFrom: z.string(),
  /** Pets with a stay starting in the range, and how many of them have a problem. */
  petsWithStays: z.number(),
  petsWithProblems: z.number(),
  problemCounts: z.object({ missing: z.number(), expiring: z.number(), unverified: z.number() }),
  rows: z.array(complianceRowSchema),
});

export const reportSchema = z.discriminatedUnion('name', [
  revenueReportSchema,
  occupancyReportSchema,
  cancellationsReportSchema,
  vaccinationComplianceReportSchema,
]);
export type Report = z.infer<typeof reportSchema>;
export type RevenueReport = z.infer<typeof revenueReportSchema>;
export type OccupancyReport = z.infer<typeof occupancyReportSchema>;
export type CancellationsReport = z.infer<typeof cancellationsReportSchema>;
export type VaccinationComplianceReport = z.infer<typeof vaccinationComplianceReportSchema>;
