// Recurring bookings (issue 30, item 4; decisions.md 68): "repeat weekly on ... until ..." for
// daycare and training. One schema for the dialog, the routes and the types.
import { z } from 'zod';
import { bookingSchema } from './booking-schemas';
import { bodyIdSchema } from './id-schema';
import { MAX_LIST_ITEMS } from './limits';
import { rangeDaySchema } from './range-day-schema';
import { optionalText } from './text-schemas';
import { timestampSchema } from './wire';

/** A series books at most this many occurrences. */
export const MAX_SERIES_OCCURRENCES = 26;
export const SERIES_SERVICES = ['daycare', 'training'] as const;
export type SeriesService = (typeof SERIES_SERVICES)[number];

export const tooManyOccurrencesMessage = (count: number) =>
  `A recurring booking has at most ${MAX_SERIES_OCCURRENCES} occurrences; this one has ${count}. Choose an earlier end date or fewer days.`;
export const FIRST_DAY_NOT_CHOSEN_MESSAGE = 'The first date must be on one of the chosen days of the week';
export const UNTIL_BEFORE_START_MESSAGE = 'The last date must not be before the first';
export const DAYCARE_SAME_DAY_MESSAGE = 'A recurring daycare day is picked up on the day it is dropped off';

const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((text) => new Date(text));

/** POST /api/booking-series: the first occurrence's instants and how it repeats. */
export const bookingSeriesInputSchema = z.strictObject({
  serviceType: z.enum(SERIES_SERVICES, { error: 'Only daycare and training can repeat weekly' }),
  petId: bodyIdSchema('Please select a pet for this booking'),
  startDate: instant('Please select a date for your booking'),
  endDate: instant('Pickup must be a date and time').nullish(),
  weekdays: z
    .array(
      z
        .number({ error: 'Days of the week are 0 (Sunday) to 6 (Saturday)' })
        .int('Days of the week are 0 (Sunday) to 6 (Saturday)')
        .min(0, 'Days of the week are 0 (Sunday) to 6 (Saturday)')
        .max(6, 'Days of the week are 0 (Sunday) to 6 (Saturday)'),
      {
        error: 'Please choose the days of the week',
      },
    )
    .min(1, 'Please choose the days of the week')
    .max(7, 'Each day of the week once')
    .refine((days) => new Set(days).size === days.length, 'Each day of the week once'),
  until: rangeDaySchema('The last date'),
  additionalPetIds: z
    .array(bodyIdSchema('Additional pets must be your pets'), { error: 'Additional pets must be a list of pets' })
    .max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} additional pets`)
    .nullish()
    .transform((ids) => ids ?? []),
  /** Training only (decisions.md 66): the trainer asked for; absent or null, any trainer free then. */
  trainerId: bodyIdSchema('Trainer must be one of our trainers').nullish(),
  notes: optionalText('Notes'),
});
export type BookingSeriesInput = z.output<typeof bookingSeriesInputSchema>;
export type BookingSeriesRequest = z.input<typeof bookingSeriesInputSchema>;

/** A day left out up front for a reason that is not a failure (none exists yet: always empty). */
export const skippedDaySchema = z.object({ date: z.string(), reason: z.string() });

export const bookingSeriesCreatedSchema = z.object({
  seriesId: z.number(),
  bookings: z.array(bookingSchema),
  skipped: z.array(skippedDaySchema),
});
export type BookingSeriesCreated = z.input<typeof bookingSeriesCreatedSchema>;

/** DELETE /api/booking-series/:id?from=YYYY-MM-DD (from: absent = today in the business time zone). */
export const seriesCancelQuerySchema = z.strictObject({ from: rangeDaySchema('From').optional() });

/** What the cancel did: each occurrence cancelled (with its refund) and each it had to keep, with why. */
export const seriesCancelResultSchema = z.object({
  cancelled: z.array(z.object({ bookingId: z.number(), startDate: timestampSchema, refundedCents: z.number() })),
  kept: z.array(z.object({ bookingId: z.number(), startDate: timestampSchema, reason: z.string() })),
});
export type SeriesCancelResult = z.input<typeof seriesCancelResultSchema>;

const DAY_MS = 86_400_000;
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** How many days from `firstDay` through `until` fall on the chosen weekdays (counted, not listed). */
export function seriesDayCount(firstDay: string, weekdays: readonly number[], until: string): number {
  const span = Math.round((utcDay(until).getTime() - utcDay(firstDay).getTime()) / DAY_MS);
  if (span < 0) return 0;
  const firstWeekday = utcDay(firstDay).getUTCDay();
  return [...new Set(weekdays)].reduce((count, weekday) => {
    const offset = (weekday - firstWeekday + 7) % 7;
    return offset > span ? count : count + Math.floor((span - offset) / 7) + 1;
  }, 0);
}

/** The calendar days of a series: each day from the first through `until` on a chosen weekday (at most the maximum). */
export function seriesDays(firstDay: string, weekdays: readonly number[], until: string): string[] {
  const days: string[] = [];
  const chosen = new Set(weekdays);
  const date = utcDay(firstDay);
  for (let day = firstDay; day <= until && days.length < MAX_SERIES_OCCURRENCES;) {
    if (chosen.has(date.getUTCDay())) days.push(day);
    date.setUTCDate(date.getUTCDate() + 1);
    day = date.toISOString().slice(0, 10);
  }
  return days;
}

/** The weekday (0 = Sunday) of a calendar day. */
export const weekdayOf = (day: string) => utcDay(day).getUTCDay();
