// Demo dates are relative to the day of seeding so the records never look stale.

/** The calendar date `offsetDays` from `today` in the server's time zone, as 'YYYY-MM-DD'. */
export function calendarDateFrom(today: Date, offsetDays: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offsetDays);
  const month = String(day.getMonth() + 1).padStart(2, '0');
  const date = String(day.getDate()).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${date}`;
}
