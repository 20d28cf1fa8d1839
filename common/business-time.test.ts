import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayOf, instantAt, wallClock, wallClockElapsedMs, wallClockOf } from './business-time';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const HOUR = 3_600_000;

describe('instantAt', () => {
  it.each([
    ['2027-01-15', '09:00', NY, '2027-01-15T14:00:00.000Z'], // EST, UTC-5
    ['2027-07-15', '09:00', NY, '2027-07-15T13:00:00.000Z'], // EDT, UTC-4
    ['2027-03-14', '09:00', NY, '2027-03-14T13:00:00.000Z'], // spring-forward day, after the change
    ['2027-11-07', '09:00', NY, '2027-11-07T14:00:00.000Z'], // fall-back day, after the change
    ['2027-03-28', '13:00', LONDON, '2027-03-28T12:00:00.000Z'], // BST begins that morning
    ['2027-01-15', '17:00', 'UTC', '2027-01-15T17:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, iso) => {
    expect(instantAt(day, time, zone).toISOString()).toBe(iso);
  });

  it('moves a time skipped by spring-forward one hour later, and takes the first of a repeated time', () => {
    expect(instantAt('2027-03-14', '02:30', NY).toISOString()).toBe('2027-03-14T07:30:00.000Z'); // shows 03:30 EDT
    expect(instantAt('2027-11-07', '01:30', NY).toISOString()).toBe('2027-11-07T05:30:00.000Z'); // 01:30 EDT, the first
  });

  it('round-trips with calendarDayOf and wallClock', () => {
    const instant = instantAt('2027-12-31', '17:00', NY);
    expect(calendarDayOf(instant, NY)).toBe('2027-12-31');
    expect(wallClock(instant, NY)).toBe('17:00:00');
    expect(calendarDayOf(instant, 'Asia/Tokyo')).toBe('2028-01-01');
  });
});

describe('wallClockOf', () => {
  it('answers an instant asked again, and in another zone, as the clock shows it there', () => {
    const instant = new Date('2027-07-01T12:34:56.789Z');
    for (let round = 0; round < 2; round++) {
      expect(wallClockOf(instant, NY)).toEqual({ year: 2027, month: 7, day: 1, hour: 8, minute: 34, second: 56 });
      expect(wallClockOf(instant, 'Asia/Tokyo')).toEqual({ year: 2027, month: 7, day: 1, hour: 21, minute: 34, second: 56 });
    }
    expect(wallClockOf(new Date('2027-07-01T12:34:57.001Z'), NY).second).toBe(57);
  });

  it('keeps answering correctly past the bound of what it keeps', () => {
    const start = Date.UTC(2027, 0, 1);
    for (let second = 0; second < 12_000; second++) wallClockOf(new Date(start + second * 1000), 'UTC');
    expect(wallClock(new Date(start + 11_999_000), 'UTC')).toBe('03:19:59');
    expect(wallClock(new Date(start), 'UTC')).toBe('00:00:00');
  });
});

describe('wall-clock arithmetic', () => {
  it('counts wall-clock time across daylight-saving changes', () => {
    const start = instantAt('2027-03-13', '10:00', NY);
    const end = instantAt('2027-03-15', '10:00', NY);
    expect(end.getTime() - start.getTime()).toBe(47 * HOUR);
    expect(wallClockElapsedMs(start, end, NY)).toBe(48 * HOUR);
  });

  it.each([
    ['2027-03-05', 1, '2027-03-06'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-12-31', 1, '2028-01-01'],
    ['2027-03-01', -1, '2027-02-28'],
  ])('%s plus %i day is %s', (day, days, expected) => {
    expect(addCalendarDays(day, days)).toBe(expected);
  });
});
