// A report's range of calendar days in the business's time zone (decisions.md 62): the query's, or
// by default the last 12 weeks (12 Monday weeks up to today; the compliance report looks ahead
// instead, the next 12 weeks from today).
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';
import { DEFAULT_REPORT_WEEKS, reportRangeProblem, type ReportName } from '../../../common/report-schemas';
import { badInput } from '../../platform/errors';

export type ReportRange = { from: string; to: string; timeZone: string; today: string };

/** Monday of the week holding `day` (weeks start on Monday, as date_trunc('week') has them). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addCalendarDays(day, -((weekday + 6) % 7));
}

export function reportRange(name: ReportName, query: { from?: string; to?: string }, timeZone: string, now = new Date()): ReportRange {
  const today = calendarDayOf(now, timeZone);
  const weeks = DEFAULT_REPORT_WEEKS;
  const lookingAhead = name === 'vaccination-compliance';
  const defaultFrom = lookingAhead ? today : addCalendarDays(mondayOf(today), -7 * (weeks - 1));
  const defaultTo = lookingAhead ? addCalendarDays(today, 7 * weeks - 1) : today;
  const range = { from: query.from ?? defaultFrom, to: query.to ?? defaultTo };
  // The query schema checks a range given in full; one end given and the other defaulted is checked here.
  const problem = reportRangeProblem(range);
  if (problem) throw badInput('to', problem);
  return { ...range, timeZone, today };
}
