// The VTIMEZONE block of an .ics file. RFC 5545 asks that every TZID a calendar uses be defined
// in the file; calendar apps that do not know IANA names (Outlook) rely on it. The offsets and
// their changes are read from the runtime's time-zone data (Intl), for the years around the event.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's UTC offset at `instant`, in minutes (east positive): 'GMT-05:00' -> -300. */
export function offsetMinutes(timeZone: string, instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // 'GMT' alone: UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

type Transition = { at: number; from: number; to: number };

/** Every offset change in [from, to), to the minute. Days are scanned, then the day is bisected. */
function transitionsBetween(timeZone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let previous = offsetMinutes(timeZone, from);
  for (let day = from; day < to; day += DAY) {
    const next = offsetMinutes(timeZone, Math.min(day + DAY, to));
    if (next === previous) continue;
    let low = day;
    let high = Math.min(day + DAY, to);
    while (high - low > MINUTE) {
      // low and high stay whole minutes (both start from UTC midnights), so this always moves.
      const middle = low + Math.max(1, Math.floor((high - low) / 2 / MINUTE)) * MINUTE;
      if (offsetMinutes(timeZone, middle) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: previous, to: next });
    previous = next;
  }
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

/**
 * VTIMEZONE lines covering [start, end]: one observance per offset change from a year before the
 * start to a year after the end, so the observance in force at the event is always included.
 */
export function timeZoneBlock(timeZone: string, start: Date, end: Date): string[] {
  const from = Date.UTC(start.getUTCFullYear() - 1, 0, 1);
  const to = Date.UTC(end.getUTCFullYear() + 2, 0, 1);
  const transitions = transitionsBetween(timeZone, from, to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = formatOffset(offsetMinutes(timeZone, start.getTime()));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
  }
  for (const change of transitions) {
    // Of a zone's two offsets, the larger one is its summer (daylight) time.
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // DTSTART is the moment of the change in the local time that was in force before it.
      `DTSTART:${localStamp(change.at, change.from)}`,
      `TZOFFSETFROM:${formatOffset(change.from)}`,
      `TZOFFSETTO:${formatOffset(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The wall-clock DATE-TIME of `instant` in `timeZone`, for DTSTART;TZID=... */
export function localDateTime(timeZone: string, instant: Date): string {
  return localStamp(instant.getTime(), offsetMinutes(timeZone, instant.getTime()));
}
