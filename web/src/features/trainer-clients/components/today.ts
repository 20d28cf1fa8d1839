const pad = (value: number) => String(value).padStart(2, '0');

/** A day as 'YYYY-MM-DD' in the browser's own calendar (the default day of a new record). */
export function today(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An instant as a datetime-local input's value, 'YYYY-MM-DDTHH:mm', in local time. */
export function toLocalDateTime(value: string | Date = new Date()): string {
  const date = new Date(value);
  return `${today(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value back to an ISO instant, or '' when it is not a time. */
export function fromLocalDateTime(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}
