// SQL pieces the reports share: days are calendar days in the business's zone, weeks start on Monday.
import { sql } from 'drizzle-orm';
import { addCalendarDays } from '../../../common/business-time';
import type { ReportRange } from './report-range';

/** Local midnight of a calendar day in the zone, as an instant. */
export const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** The instants of the range: from the start of `from` to the start of the day after `to`. */
export const rangeBounds = (range: ReportRange) => ({
  start: dayStart(range.from, range.timeZone),
  end: dayStart(addCalendarDays(range.to, 1), range.timeZone),
});

/** The Mondays of every week the range touches, as `weeks(week date)`. */
export const weeksOf = (range: ReportRange) =>
  sql`select generate_series(date_trunc('week', ${range.from}::date::timestamp), date_trunc('week', ${range.to}::date::timestamp), interval '1 week')::date as week`;

/** The Monday of the week an instant falls in, in the zone. */
export const weekOf = (instant: ReturnType<typeof sql>, timeZone: string) =>
  sql`date_trunc('week', ${instant} at time zone ${timeZone})::date`;

/** A bigint or numeric sum (text on pg) as a number; cents stay far below 2^53. */
export const cents = (value: string | number | null) => Number(value ?? 0);
