// The business's time zone and wall-clock arithmetic in it (decisions.md 3). Bookings are
// instants; slots, days and nights are wall-clock times in this zone, so a daylight-saving change
// never moves a 9:00 AM slot or adds a day to a stay. Pure: the server passes its process zone,
// the web passes the zone the server announces (availability answers `timeZone`).

let runtimeZone: string | undefined;
/**
 * The business's zone: its settings' once read (setBusinessTimeZone), until then the zone of this
 * runtime (on the server, the `TZ` of the process). Read on first use: in a
 * browser the first Intl call loads ICU's data (about 0.1 s), which a page that never works with
 * business hours should not pay while it loads.
 */
export const businessTimeZone = () => (runtimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The business's own zone, once its settings are known (the server reads them; the web gets GET /api/business). */
export function setBusinessTimeZone(zone: string): void {
  runtimeZone = zone;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// formatToParts costs several microseconds, and the same instants come back on every request (a
// list of 50 bookings prices each stay from its start and end: a tenth of the request's time). A
// zone's wall clock at a given second never changes, so answers are kept, up to a bound.
const MEMO_LIMIT = 10_000;
const memo = new Map<string, Readonly<WallClock>>();

/** What a wall clock in `timeZone` shows at `instant`. */
export function wallClockOf(instant: Date, timeZone: string): Readonly<WallClock> {
  const key = `${timeZone} ${Math.floor(instant.getTime() / 1000)}`;
  let clock = memo.get(key);
  if (!clock) {
    clock = readWallClock(instant, timeZone);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, clock);
  }
  return clock;
}

function readWallClock(instant: Date, timeZone: string): Readonly<WallClock> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Object.freeze({
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  });
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day ('2027-03-05') of an instant in the zone. */
export function calendarDayOf(instant: Date, timeZone: string): string {
  const clock = wallClockOf(instant, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The wall-clock time ('09:00:00') of an instant in the zone. */
export function wallClock(instant: Date, timeZone: string): string {
  const clock = wallClockOf(instant, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

/** '2027-03-05' plus n calendar days (n may be negative). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The wall clock as if it were UTC: differences between two of these are wall-clock durations. */
function wallClockMs(instant: Date, timeZone: string): number {
  const c = wallClockOf(instant, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, instant.getUTCMilliseconds());
}

/** Milliseconds between two instants as the zone's wall clocks show them (DST hours not counted). */
export function wallClockElapsedMs(start: Date, end: Date, timeZone: string): number {
  return wallClockMs(end, timeZone) - wallClockMs(start, timeZone);
}

/**
 * The instant when the zone's wall clock shows `day` at `time` ('09:00'). A time that does not
 * exist (skipped by a spring-forward change) resolves to the same wall time on the new offset,
 * i.e. one hour later; a time that occurs twice (fall-back) resolves to the first. Our slots
 * (9 AM to 5 PM) never fall in either.
 */
export function instantAt(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, date, hour, minute);
  const offsetAt = (ms: number) => wallClockMs(new Date(ms), timeZone) - ms;
  // The zone's offsets a day before and a day after cover both sides of any change.
  const before = wanted - offsetAt(wanted - DAY_MS);
  const after = wanted - offsetAt(wanted + DAY_MS);
  const valid = [before, after].filter((ms) => wallClockMs(new Date(ms), timeZone) === wanted).sort((a, b) => a - b);
  return new Date(valid[0] ?? before);
}

const DAY_MS = 24 * 60 * 60 * 1000;
