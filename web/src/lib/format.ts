// How the app prints money, dates and times (decisions.md 46, look and feel): '$1,234.00', 'March 5, 2024'.
// Written out for en-US, the app's one locale, instead of Intl: building the first Intl formatter of
// a kind loads ICU's locale data, measured at 90-200 ms of blocked main thread per kind in Chromium
// (four times that on a phone), and the navigation bar's clock did it on every signed-in page.
// format.test.ts checks each function against Intl's own output.
import { formatCents } from '@common/money';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Money is integer cents everywhere; 123400 -> '$1,234.00'. */
export const formatMoney = formatCents;

/**
 * An ISO instant, a calendar date ('2024-03-05') or a Date as a Date. Calendar dates are read as
 * local days: new Date('2024-03-05') would be UTC midnight, the previous day west of Greenwich.
 */
export function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) return new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]));
  return new Date(value);
}

/** 'March 5'. */
const formatDayMonth = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}`;

/** 'March 5, 2024'. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return `${formatDayMonth(date)}, ${date.getFullYear()}`;
}

/** '9:05 AM'. */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'March 5, 2024 at 9:05 AM'. */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} at ${formatTime(value)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday'; a week or more back, the date. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - toDate(value).getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), 'day');
  return formatDate(value);
}

/** 'March 5 – March 9, 2027'; the first year is spelled out too when the years differ. */
export function formatDateRange(start: string | Date, end: string | Date): string {
  const from = toDate(start);
  const to = toDate(end);
  const first = from.getFullYear() === to.getFullYear() ? formatDayMonth(from) : formatDate(from);
  return `${first} – ${formatDate(to)}`;
}
