import { describe, expect, it } from 'vitest';
import { instantAt } from './business-time';
import { defaultWeeklyHours, worksDuring, type WorkingSchedule } from './trainer-hours';

// 2027-03-01 is a Monday.
const schedule: WorkingSchedule = {
  weeklyHours: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:30', end: '15:00' },
  ],
  timeOff: [{ from: '2027-03-08', to: '2027-03-09' }],
};

describe('worksDuring', () => {
  const zone = 'America/New_York';
  const at = (day: string, time: string) => instantAt(day, time, zone);

  it('is true for a session inside a range of that weekday, in the business time zone', () => {
    expect(worksDuring(schedule, at('2027-03-01', '09:00'), 60, zone)).toBe(true);
    expect(worksDuring(schedule, at('2027-03-01', '11:00'), 60, zone)).toBe(true);
    expect(worksDuring(schedule, at('2027-03-01', '13:30'), 60, zone)).toBe(true);
  });

  it('is false for a session running past the end, starting before it, or on another weekday', () => {
    expect(worksDuring(schedule, at('2027-03-01', '11:30'), 60, zone)).toBe(false);
    expect(worksDuring(schedule, at('2027-03-01', '14:30'), 60, zone)).toBe(false);
    expect(worksDuring(schedule, at('2027-03-01', '13:00'), 60, zone)).toBe(false);
    expect(worksDuring(schedule, at('2027-03-02', '09:00'), 60, zone)).toBe(false);
  });

  it('is false on every day of a time off, first and last included', () => {
    expect(worksDuring(schedule, at('2027-03-08', '09:00'), 60, zone)).toBe(false);
    expect(worksDuring(schedule, at('2027-03-15', '09:00'), 60, zone)).toBe(true);
  });

  it('is always true for a trainer who never saved a schedule', () => {
    expect(worksDuring(null, at('2027-03-07', '23:00'), 60, zone)).toBe(true);
  });
});

describe('defaultWeeklyHours', () => {
  it('joins touching slots into ranges, every day of the week', () => {
    const hours = defaultWeeklyHours(['09:00', '10:00', '11:00', '13:00', '14:30'], 60);
    expect(hours.filter((range) => range.weekday === 3)).toEqual([
      { weekday: 3, start: '09:00', end: '12:00' },
      { weekday: 3, start: '13:00', end: '14:00' },
      { weekday: 3, start: '14:30', end: '15:30' },
    ]);
    expect(new Set(hours.map((range) => range.weekday))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
  });
});
