// The analytics date range: the query's calendar days, or by default the last 12 weeks and the
// next 4 (upcoming training is often paid ahead), in the business time zone.
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';
import { FROM_AFTER_TO, RANGE_TOO_LONG, atMostThreeYears, fromBeforeTo } from '../../../common/trainer-analytics-schemas';
import { badInput } from '../../platform/errors';

const DEFAULT_WEEKS_BACK = 12;
const DEFAULT_WEEKS_AHEAD = 4;

export type AnalyticsRange = { from: string; to: string; timeZone: string };

export function analyticsRange(query: { from?: string; to?: string }, timeZone: string, now = new Date()): AnalyticsRange {
  const today = calendarDayOf(now, timeZone);
  const range = {
    from: query.from ?? addCalendarDays(today, -7 * DEFAULT_WEEKS_BACK),
    to: query.to ?? addCalendarDays(today, 7 * DEFAULT_WEEKS_AHEAD),
    timeZone,
  };
  // The query schema checks a range given in full; one end given and the other defaulted is
  // checked here (`?to=9999-12-31` alone was a 500).
  if (!fromBeforeTo(range)) throw badInput('to', FROM_AFTER_TO);
  if (!atMostThreeYears(range)) throw badInput('to', RANGE_TOO_LONG);
  return range;
}
