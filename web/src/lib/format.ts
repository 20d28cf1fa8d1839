// How the app prints money, dates and times (DESIGN, look and feel): '$1,234.00', 'March 5, 2024'.

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Money is integer cents everywhere; 123400 -> '$1,234.00'. */
export function formatMoney(cents: number): string {
  return moneyFormat.format(cents / 100);
}

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

/** 'March 5, 2024'. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(toDate(value));
}

/** '9:05 AM'. */
export function formatTime(value: string | Date): string {
  return timeFormat.format(toDate(value));
}

/** 'March 5, 2024 at 9:05 AM'. */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} at ${formatTime(value)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday'; a week or more back, the date. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - toDate(value).getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relativeFormat.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeFormat.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relativeFormat.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(value);
}

const dayMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' });

/** 'March 5 – March 9, 2027'; the first year is spelled out too when the years differ. */
export function formatDateRange(start: string | Date, end: string | Date): string {
  const from = toDate(start);
  const to = toDate(end);
  const first = from.getFullYear() === to.getFullYear() ? dayMonthFormat.format(from) : formatDate(from);
  return `${first} – ${formatDate(to)}`;
}
