// The VTIMEZONE block of an .ics file. RFC 5545 asks that every TZID a calendar uses be defined
// in the file; calendar apps that do not know IANA names (Outlook) rely on it. A zone's offsets
// and their changes are read from the runtime's time-zone data (Intl), for the years around the
// event.
//
// Cost: finding a year's changes asks for the offset about 400 times, and building an
// Intl.DateTimeFormat costs far more than using one (a download spent 90-145 ms of CPU when each
// question built its own). So the formatter is kept per zone, and each zone's changes per year:
// the runtime's time-zone data does not change while the server runs.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A change of the zone's UTC offset: at `at` (ms since the epoch) it goes from `from` to `to` minutes. */
type Transition = { at: number; from: number; to: number };

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const transitionsByYear = new Map<string, readonly Transition[]>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's UTC offset at `instant`, in minutes (east positive): 'GMT-05:00' -> -300. */
export function offsetMinutes(timeZone: string, instant: number): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // 'GMT' alone: UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The first whole minute in (low, high] whose offset is no longer `before`: the offset at `low`
 * is `before` and at `high` it is not, and both are whole minutes, so halving always moves.
 */
function changeMinute(timeZone: string, low: number, high: number, before: number): number {
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / MINUTE / 2) * MINUTE;
    if (offsetMinutes(timeZone, middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** Every offset change during one UTC calendar year, to the minute: a day-by-day scan, then the day is halved. */
function transitionsInYear(timeZone: string, year: number): readonly Transition[] {
  const key = `${timeZone} ${year}`;
  const cached = transitionsByYear.get(key);
  if (cached) return cached;
  const found: Transition[] = [];
  const yearEnd = Date.UTC(year + 1, 0, 1);
  let before = offsetMinutes(timeZone, Date.UTC(year, 0, 1));
  for (let dayStart = Date.UTC(year, 0, 1); dayStart < yearEnd; dayStart += DAY) {
    const after = offsetMinutes(timeZone, dayStart + DAY);
    if (after === before) continue;
    found.push({ at: changeMinute(timeZone, dayStart, dayStart + DAY, before), from: before, to: after });
    before = after;
  }
  transitionsByYear.set(key, found);
  return found;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** '+0530', '-0500' */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}

/** The wall-clock time (as an .ics local DATE-TIME) of `instant` shifted by `offset` minutes. */
function localStamp(instant: number, offset: number): string {
  const date = new Date(instant + offset * MINUTE);
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** One observance: the change's moment is written in the local time in force before it. */
function observance({ at, from, to }: Transition): string[] {
  // Of a zone's two offsets, the larger one is its summer (daylight) time.
  const kind = to > from ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(at, from)}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `END:${kind}`,
  ];
}

/**
 * VTIMEZONE lines covering [start, end]: one observance per offset change from a year before the
 * start to a year after the end, so the observance in force at the event is always included. A
 * zone without changes in those years gets one fixed observance.
 */
export function timeZoneBlock(timeZone: string, start: Date, end: Date): string[] {
  const transitions: Transition[] = [];
  for (let year = start.getUTCFullYear() - 1; year <= end.getUTCFullYear() + 1; year += 1) {
    transitions.push(...transitionsInYear(timeZone, year));
  }
  const fixed = formatOffset(offsetMinutes(timeZone, start.getTime()));
  const observances =
    transitions.length > 0
      ? transitions.flatMap(observance)
      : ['BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${fixed}`, `TZOFFSETTO:${fixed}`, 'END:STANDARD'];
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances, 'END:VTIMEZONE'];
}

/** The wall-clock DATE-TIME of `instant` in `timeZone`, for DTSTART;TZID=... */
export function localDateTime(timeZone: string, instant: Date): string {
  return localStamp(instant.getTime(), offsetMinutes(timeZone, instant.getTime()));
}
