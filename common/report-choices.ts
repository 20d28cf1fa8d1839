// The reports' names, the rule for their range and the vaccination problems they name, in a module
// without zod: /admin/reports draws its tabs, checks the dates typed and labels the problems from
// these, and need not load the schema library to do so (report-schemas.ts re-exports them).
export const REPORT_NAMES = ['revenue', 'occupancy', 'cancellations', 'vaccination-compliance'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const isReportName = (name: string): name is ReportName => (REPORT_NAMES as readonly string[]).includes(name);

/** A report walks its range week by week or night by night: at most a (leap) year of days. */
export const MAX_REPORT_DAYS = 366;
/** The range when the query gives none: the last 12 weeks up to today. */
export const DEFAULT_REPORT_WEEKS = 12;

export const REPORT_FROM_AFTER_TO = 'From must be on or before To';
export const REPORT_RANGE_TOO_LONG = `A report covers at most ${MAX_REPORT_DAYS} days`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from `from` to `to`, both counted. */
export const reportDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

type DayRange = { from?: string; to?: string };
export const reportRangeProblem = (range: DayRange): string | null => {
  if (!range.from || !range.to) return null;
  if (range.from > range.to) return REPORT_FROM_AFTER_TO;
  return reportDays(range.from, range.to) > MAX_REPORT_DAYS ? REPORT_RANGE_TOO_LONG : null;
};

/**
 * What is wrong with a required vaccine for a stay: no record, a record that does not last to the
 * stay's last day, or (the verified-vaccinations work) a record staff have not verified.
 */
export const COMPLIANCE_PROBLEMS = ['missing', 'expiring', 'unverified'] as const;
export type ComplianceProblem = (typeof COMPLIANCE_PROBLEMS)[number];
export const COMPLIANCE_PROBLEM_LABELS: Record<ComplianceProblem, string> = {
  missing: 'Missing',
  expiring: 'Expires before the stay ends',
  unverified: 'Not verified',
};
