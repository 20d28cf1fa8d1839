// The trainers' hours' names, limits and messages, without zod: the pages that show hours need
// only these (common/trainer-schedule-schemas.ts builds the API's schemas on them and re-exports them).

/** 0 = Sunday .. 6 = Saturday, as Date.getDay() counts them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const TIME_OFF_NOTE_MAX = 200;

export const WEEKDAY_MESSAGE = 'weekday must be a whole number from 0 (Sunday) to 6 (Saturday)';
export const HALF_HOUR_MESSAGE = 'Please enter a time on the hour or half hour, such as 09:00 or 13:30';
export const END_BEFORE_START_MESSAGE = 'The end must be after the start';
export const HOURS_OVERLAP_MESSAGE = 'These hours overlap other hours on the same day';
export const TIME_OFF_REVERSED_MESSAGE = 'The last day off cannot be before the first';
export const TIME_OFF_OVERLAP_MESSAGE = 'This time off overlaps other time off';

/** '13:30' -> 810 minutes after midnight (wall clock, business time zone). */
export const minutesOfDay = (time: string): number => {
  const [hour, minute] = time.split(':').map(Number);
  return hour * 60 + minute;
};
