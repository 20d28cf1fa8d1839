// How hours and days off read on screen: '9:00 AM', 'midnight', 'Monday', 'March 6, 2028'.
import { WEEKDAY_NAMES } from '@common/trainer-schedule-words';
import { slotLabel } from '@common/slots';
import { formatDate } from '../../../lib/format';

/** Monday first, as a working week reads; the API counts 0 = Sunday. */
export const WEEKDAYS_IN_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday] ?? `Day ${weekday}`;

/** '13:30' -> '1:30 PM'; the end of a day '24:00' -> 'midnight'. */
export const timeLabel = (time: string) => (time === '24:00' || time === '00:00' ? 'midnight' : slotLabel(time));

export const hoursLabel = (hours: { start: string; end: string }) => `${timeLabel(hours.start)} – ${timeLabel(hours.end)}`;

/** 'March 6, 2028' or 'March 6, 2028 – March 10, 2028'. */
export const daysOffLabel = (off: { from: string; to: string }) =>
  off.from === off.to ? formatDate(off.from) : `${formatDate(off.from)} – ${formatDate(off.to)}`;

/** Every half hour of a day, 00:00 to 24:00, for the time pickers. */
export const HALF_HOURS: string[] = Array.from({ length: 49 }, (_, index) => {
  const minutes = index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
