// The dates tests write, moved to run ahead of today. A test reads best with plain dates
// ('2027-03-05', rabies expiring on the pickup day '2027-03-09'), but fixed future dates expire:
// once the clock passes them the server rightly refuses a booking in the past. So tests write
// dates on a nominal calendar starting 2027-01-01, and day() moves that whole calendar forward
// by a whole number of weeks, chosen from the current time so 2027-01-01 lands at least
// LEAD_DAYS ahead of today. The gaps between dates (a 90-day stay, an expiry on the pickup day)
// and their weekdays stay exactly as written, and the tests pass whatever the date
// (CI also runs the API suite with the clock moved 400 days ahead, see .ci/run).
import { addCalendarDays, calendarDayOf, instantAt } from '../../common/business-time';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const NOMINAL_START_MS = Date.UTC(2027, 0, 1);
const LEAD_DAYS = 60;

/** How far the nominal calendar moves: whole weeks, computed once from the current time. */
export const CALENDAR_SHIFT_MS = Math.ceil((Date.now() + LEAD_DAYS * DAY_MS - NOMINAL_START_MS) / WEEK_MS) * WEEK_MS;

/** A nominal 'YYYY-MM-DD' (2027 onwards) -> the real 'YYYY-MM-DD' it stands for. */
export function day(nominal: string): string {
  return instant(`${nominal}T00:00:00.000Z`).slice(0, 10);
}

/** A nominal ISO instant ('2027-03-05T14:00:00.000Z') -> the real instant, as an ISO string. */
export function instant(nominal: string): string {
  const ms = Date.parse(nominal);
  if (Number.isNaN(ms)) throw new Error(`test-calendar: not a date: ${nominal}`);
  return new Date(ms + CALENDAR_SHIFT_MS).toISOString();
}

/**
 * When today began and when it ends in the process's zone (the business's in tests, unless a test
 * names another): the midnights either side of `now`.
 */
export function todayBounds(now = new Date()): { start: Date; end: Date } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = calendarDayOf(now, zone);
  return { start: instantAt(today, '00:00', zone), end: instantAt(addCalendarDays(today, 1), '00:00', zone) };
}
