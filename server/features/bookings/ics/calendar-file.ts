// An iCalendar (RFC 5545) file with one event: what "Add to calendar" downloads. Times are
// written as wall-clock times with the business's TZID, defined by a VTIMEZONE in the file, so
// the event lands at the right hour in any calendar app whatever its own zone.
import { localDateTime, timeZoneBlock } from './time-zone-block';

export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** When the file is made (DTSTAMP). */
  stamp: Date;
};

/** Control characters TEXT may not hold (RFC 5545 3.3.11: CONTROL, every Cc but TAB), C1 included. */
const FORBIDDEN_IN_TEXT = /(?!\t)\p{Cc}/gu;

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11): CRLF, a lone
 * LF and a lone CR each become `\n`, so no value can start a property of its own (a pet named
 * `Rex\rATTENDEE:...`, issue 27, item 6). Other control characters become spaces. Names refuse
 * control characters at the schema already; this holds for whatever the database has.
 */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(FORBIDDEN_IN_TEXT, ' ');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const room = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > room) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function calendarFile(event: CalendarEvent, timeZone: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PawsConnect//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneBlock(timeZone, event.start, event.end),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${timeZone}:${localDateTime(timeZone, event.start)}`,
    `DTEND;TZID=${timeZone}:${localDateTime(timeZone, event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
