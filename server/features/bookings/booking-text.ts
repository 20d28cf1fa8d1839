// How bookings read in messages: dates as 'March 5, 2027' in the business time zone (decisions.md 46,
// look and feel); money is common/money.ts's formatCents, the one money format of the app.

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'March 5, 2027' for the calendar day `instant` falls on in `timeZone`. */
export function formatBusinessDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** 'March 5, 2027' for a calendar day 'YYYY-MM-DD' (no time zone involved). */
export function formatCalendarDay(day: string): string {
  return formatBusinessDate(new Date(`${day}T12:00:00Z`), 'UTC');
}
