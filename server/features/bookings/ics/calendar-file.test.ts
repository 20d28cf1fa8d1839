// The .ics writer on its own: a zone with daylight saving, escaping and line folding.
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './calendar-file';
import { offsetMinutes, timeZoneBlock } from './time-zone-block';

const event = {
  uid: 'booking-1@pawsconnect',
  // 9 AM in New York on March 5 (EST) and on March 20 (EDT, after the change on March 14).
  start: new Date('2027-03-05T14:00:00Z'),
  end: new Date('2027-03-20T13:00:00Z'),
  summary: 'Boarding stay for Rex',
  status: 'TENTATIVE' as const,
  stamp: new Date('2027-01-01T00:00:00Z'),
};

describe('calendarFile', () => {
  it('keeps a name with a lone CR inside its own property (issue 27, item 6)', () => {
    const file = calendarFile(
      { ...event, summary: 'Boarding stay for Rex\rATTENDEE:mailto:x@evil.example', description: 'Notes\r\nSTATUS:CANCELLED\u000B' },
      'UTC',
    );
    // The only line breaks are the CRLFs between properties (and folds, which start with a space).
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = file.split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('STATUS'))).toEqual(['STATUS:TENTATIVE']);
    expect(lines).toContain('SUMMARY:Boarding stay for Rex\\nATTENDEE:mailto:x@evil.example');
    // No control character but the CRLFs: every Cc other than TAB, CR and LF is gone.
    expect([...file].filter((char) => /\p{Cc}/u.test(char) && !'\t\r\n'.includes(char))).toEqual([]);
  });

  it('writes wall-clock times with the TZID, across a daylight-saving change', () => {
    const file = calendarFile({ ...event, url: 'https://paws.example/bookings?booking=1' }, 'America/New_York');
    expect(file).toContain('URL:https://paws.example/bookings?booking=1\r\n');
    expect(file).toContain('DTSTART;TZID=America/New_York:20270305T090000\r\n');
    expect(file).toContain('DTEND;TZID=America/New_York:20270320T090000\r\n');
    expect(file).toContain('DTSTAMP:20270101T000000Z\r\n');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('defines the zone: the 2027 change to daylight time at 2 AM on March 14 and back on November 7', () => {
    const lines = timeZoneBlock('America/New_York', event.start, event.end);
    const text = lines.join('\n');
    expect(text).toContain('BEGIN:DAYLIGHT\nDTSTART:20270314T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nEND:DAYLIGHT');
    expect(text).toContain('BEGIN:STANDARD\nDTSTART:20271107T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nEND:STANDARD');
  });

  it('writes the same whole file, every time, for a stay across the southern autumn change (the zone data is kept per zone and year)', () => {
    // Sydney leaves daylight time at 3 AM on April 4, 2027: 9 PM on April 1 (+11:00) to 8 PM on April 10 (+10:00).
    const stay = { ...event, start: new Date('2027-04-01T10:00:00Z'), end: new Date('2027-04-10T10:00:00Z'), status: 'CONFIRMED' as const };
    const observance = (kind: string, at: string, from: string, to: string) => [
      `BEGIN:${kind}`,
      `DTSTART:${at}`,
      `TZOFFSETFROM:${from}`,
      `TZOFFSETTO:${to}`,
      `END:${kind}`,
    ];
    const expected = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//PawsConnect//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VTIMEZONE',
      'TZID:Australia/Sydney',
      ...observance('STANDARD', '20260405T030000', '+1100', '+1000'),
      ...observance('DAYLIGHT', '20261004T020000', '+1000', '+1100'),
      ...observance('STANDARD', '20270404T030000', '+1100', '+1000'),
      ...observance('DAYLIGHT', '20271003T020000', '+1000', '+1100'),
      ...observance('STANDARD', '20280402T030000', '+1100', '+1000'),
      ...observance('DAYLIGHT', '20281001T020000', '+1000', '+1100'),
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:booking-1@pawsconnect',
      'DTSTAMP:20270101T000000Z',
      'DTSTART;TZID=Australia/Sydney:20270401T210000',
      'DTEND;TZID=Australia/Sydney:20270410T200000',
      'SUMMARY:Boarding stay for Rex',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect(calendarFile(stay, 'Australia/Sydney')).toBe(expected);
    expect(calendarFile(stay, 'Australia/Sydney')).toBe(expected);
  });

  it('defines a zone without changes as one fixed offset', () => {
    expect(timeZoneBlock('Asia/Kolkata', event.start, event.end)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(offsetMinutes('UTC', Date.now())).toBe(0);
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    // Every line break, a lone CR included, is an escaped \n (issue 27, item 6); TAB stays; other
    // control characters (C0, DEL, C1) become spaces.
    expect(escapeText('Rex\rATTENDEE:mailto:x@evil.example')).toBe('Rex\\nATTENDEE:mailto:x@evil.example');
    expect(escapeText('a\r\nb\nc\rd')).toBe('a\\nb\\nc\\nd');
    expect(escapeText('a\tb')).toBe('a\tb');
    expect(escapeText('a\u0000b\u001Bc\u007Fd\u0085e\u009Bf')).toBe('a b c d e f');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});
