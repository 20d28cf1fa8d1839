// Trainers' hours (issue 30, item 1; decisions.md 64): each approved trainer's weekly working hours
// and whole days off. The fixed API: GET/PUT /api/trainer/schedule with
// {weeklyHours: [{weekday, start, end}], timeOff: [{from, to, note}]}; PUT replaces the whole schedule.
import { z } from 'zod';
import { MAX_LIST_ITEMS } from './limits';
import { rangeDaySchema } from './range-day-schema';
import { optionalText } from './text-schemas';
import {
  END_BEFORE_START_MESSAGE,
  HALF_HOUR_MESSAGE,
  HOURS_OVERLAP_MESSAGE,
  TIME_OFF_NOTE_MAX,
  TIME_OFF_OVERLAP_MESSAGE,
  TIME_OFF_REVERSED_MESSAGE,
  WEEKDAY_MESSAGE,
  minutesOfDay,
} from './trainer-schedule-words';

export * from './trainer-schedule-words';

/** 'HH:MM' on the hour or half hour, 00:00 to 24:00 (24:00 only ends a day's hours). */
const halfHourSchema = z.string({ error: HALF_HOUR_MESSAGE }).regex(/^(([01]\d|2[0-3]):(00|30)|24:00)$/, HALF_HOUR_MESSAGE);

export const weeklyHoursSchema = z.strictObject({
  weekday: z.number({ error: WEEKDAY_MESSAGE }).int(WEEKDAY_MESSAGE).min(0, WEEKDAY_MESSAGE).max(6, WEEKDAY_MESSAGE),
  start: halfHourSchema.refine((time) => time !== '24:00', HALF_HOUR_MESSAGE),
  end: halfHourSchema,
});
export type WeeklyHours = z.output<typeof weeklyHoursSchema>;

/** Whole days off in the business time zone, `from` to `to` both included. */
export const timeOffSchema = z.strictObject({
  from: rangeDaySchema('From'),
  to: rangeDaySchema('To'),
  note: optionalText('Note', TIME_OFF_NOTE_MAX),
});
export type TimeOff = z.output<typeof timeOffSchema>;

type Problem = { path: (string | number)[]; message: string };

// The rules between fields only compare values that passed their own checks (zod still runs the
// refinement after a field's own failure; a second message about the same bad value would confuse).
const isTime = (value: unknown) => typeof value === 'string' && /^\d\d:\d\d$/.test(value);
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value);
const isObject = <T>(value: T): boolean => typeof value === 'object' && value !== null;

/** The rules between entries: start before end, no overlapping hours on a day, no reversed or overlapping time off. */
export function scheduleProblems(schedule: { weeklyHours: WeeklyHours[]; timeOff: TimeOff[] }): Problem[] {
  const problems: Problem[] = [];
  // The lists may still hold anything when a field failed its own check: skip what is not an entry.
  const weeklyHours = Array.isArray(schedule.weeklyHours) ? schedule.weeklyHours : [];
  const timeOff = Array.isArray(schedule.timeOff) ? schedule.timeOff : [];
  weeklyHours.forEach((hours, index) => {
    if (!isObject(hours) || !isTime(hours.start) || !isTime(hours.end)) return;
    if (minutesOfDay(hours.end) <= minutesOfDay(hours.start))
      problems.push({ path: ['weeklyHours', index, 'end'], message: END_BEFORE_START_MESSAGE });
    const overlaps = weeklyHours.some(
      (other, otherIndex) =>
        otherIndex < index &&
        isObject(other) &&
        other.weekday === hours.weekday &&
        isTime(other.start) &&
        isTime(other.end) &&
        other.start < hours.end &&
        hours.start < other.end,
    );
    if (overlaps) problems.push({ path: ['weeklyHours', index, 'start'], message: HOURS_OVERLAP_MESSAGE });
  });
  timeOff.forEach((off, index) => {
    if (!isObject(off) || !isDay(off.from) || !isDay(off.to)) return;
    if (off.to < off.from) problems.push({ path: ['timeOff', index, 'to'], message: TIME_OFF_REVERSED_MESSAGE });
    const overlaps = timeOff.some(
      (other, otherIndex) =>
        otherIndex < index && isObject(other) && isDay(other.from) && isDay(other.to) && other.from <= off.to && off.from <= other.to,
    );
    if (overlaps) problems.push({ path: ['timeOff', index, 'from'], message: TIME_OFF_OVERLAP_MESSAGE });
  });
  return problems;
}

const listOf = <T extends z.ZodType>(item: T, label: string) =>
  z.array(item, { error: `${label} must be a list` }).max(MAX_LIST_ITEMS, `${label} can hold at most ${MAX_LIST_ITEMS} entries`);

/** PUT /api/trainer/schedule: the whole schedule. ('HH:MM' strings compare as times: same width.) */
export const trainerScheduleInputSchema = z
  .strictObject({
    weeklyHours: listOf(weeklyHoursSchema, 'weeklyHours'),
    timeOff: listOf(timeOffSchema, 'timeOff'),
  })
  .superRefine((schedule, ctx) => {
    for (const problem of scheduleProblems(schedule)) ctx.addIssue({ code: 'custom', ...problem });
  });
export type TrainerScheduleInput = z.output<typeof trainerScheduleInputSchema>;

/** The answer of GET and PUT (and the staff's read-only copy). */
export const trainerScheduleSchema = z.object({
  weeklyHours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  timeOff: z.array(z.object({ from: z.string(), to: z.string(), note: z.string().nullable() })),
});
export type TrainerSchedule = z.infer<typeof trainerScheduleSchema>;

/** GET /api/admin/trainers: the approved trainers, for the staff's schedule view. */
export const trainerListSchema = z.array(z.object({ id: z.number(), name: z.string() }));
export type TrainerListItem = z.infer<typeof trainerListSchema>[number];
