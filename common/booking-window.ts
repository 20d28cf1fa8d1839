// How far ahead the business takes bookings (issue 27, item 13: a booking in the year 9999 was
// accepted). A business setting, 18 months by default; the last day accepted is today in the
// business zone plus that many months (the 31st becomes the month's last day), the whole day.
import { calendarDayOf } from './business-time';

export const DEFAULT_BOOKING_WINDOW_MONTHS = 18;
export const MAX_BOOKING_WINDOW_MONTHS = 60;

/** 'YYYY-MM-DD' + `months` calendar months, clamped to the target month's last day. */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastOfMonth = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(date, lastOfMonth))}`;
}

/** The last calendar day (business zone) a booking may start on. */
export function lastBookableDay(now: Date, timeZone: string, windowMonths: number): string {
  return addCalendarMonths(calendarDayOf(now, timeZone), windowMonths);
}

/** 'May 27, 2028' (decisions.md 46) for a 'YYYY-MM-DD' day. */
export function formatCalendarDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export const beyondWindowMessage = (windowMonths: number, lastDay: string) =>
  `Bookings are taken up to ${windowMonths} months ahead: please choose a date on or before ${formatCalendarDay(lastDay)}.`;
