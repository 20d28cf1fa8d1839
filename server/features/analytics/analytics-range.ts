// The analytics date range: the query's calendar days, or by default the last 12 weeks and the
// next 4 (upcoming training is often paid ahead), in the business time zone.
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';

const DEFAULT_WEEKS_BACK = 12;
const DEFAULT_WEEKS_AHEAD = 4;

export type AnalyticsRange = { from: string; to: string; timeZone: string };

export function analyticsRange(query: { from?: string; to?: string }, timeZone: string, now = new Date()): AnalyticsRange {
  const today = calendarDayOf(now, timeZone);
  return {
    from: query.from ?? addCalendarDays(today, -7 * DEFAULT_WEEKS_BACK),
    to: query.to ?? addCalendarDays(today, 7 * DEFAULT_WEEKS_AHEAD),
    timeZone,
  };
}
