// When a trainer works (decisions.md 64): pure rules shared by the availability answer, the booking
// transaction and the trainer's page. Hours are wall-clock times in the business time zone; time off
// is whole calendar days there.
import { calendarDayOf, wallClockOf } from './business-time';
import type { TrainerSchedule } from './trainer-schedule-schemas';
import { minutesOfDay } from './trainer-schedule-words';

/** What the rules read of a schedule; `null` is a trainer who never saved one. */
export type WorkingSchedule = Pick<TrainerSchedule, 'weeklyHours'> & { timeOff: { from: string; to: string }[] };

/** The weekday (0 = Sunday) of a calendar day 'YYYY-MM-DD'. */
export const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/** Is the trainer off on that calendar day? */
export const isDayOff = (schedule: WorkingSchedule, day: string): boolean =>
  schedule.timeOff.some((off) => off.from <= day && day <= off.to);

/**
 * Does [start, start + durationMinutes) lie inside one of the trainer's hours on a day they are not
 * off? A trainer with no saved schedule works every training slot the business offers (the
 * compatible default), so `null` is always true.
 */
export function worksDuring(schedule: WorkingSchedule | null, start: Date, durationMinutes: number, timeZone: string): boolean {
  if (!schedule) return true;
  const day = calendarDayOf(start, timeZone);
  if (isDayOff(schedule, day)) return false;
  const clock = wallClockOf(start, timeZone);
  const from = clock.hour * 60 + clock.minute;
  const to = from + durationMinutes;
  const weekday = weekdayOf(day);
  return schedule.weeklyHours.some(
    (hours) => hours.weekday === weekday && minutesOfDay(hours.start) <= from && to <= minutesOfDay(hours.end),
  );
}

const timeOfMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The hours a trainer without a saved schedule works: every training slot (a session's length
 * each) on every day of the week, touching slots joined (9-10 and 10-11 make 9-11).
 */
export function defaultWeeklyHours(trainingSlots: readonly string[], durationMinutes: number): TrainerSchedule['weeklyHours'] {
  const ranges: { start: number; end: number }[] = [];
  for (const start of [...trainingSlots].map(minutesOfDay).sort((a, b) => a - b)) {
    const end = Math.min(start + durationMinutes, 24 * 60);
    const last = ranges.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else ranges.push({ start, end });
  }
  return [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    ranges.map((range) => ({ weekday, start: timeOfMinutes(range.start), end: timeOfMinutes(range.end) })),
  );
}
