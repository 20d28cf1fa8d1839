// Book Session's "Repeat weekly" (decisions.md 68), for daycare and training: the days of the week
// and the last date, with how many occurrences that makes and what they cost together. The first
// date's own weekday is always one of them (the server requires it).
import { Chip, Group, Stack, Switch, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { MAX_SERIES_OCCURRENCES, seriesDayCount, weekdayOf } from '@common/booking-series-schemas';
import { formatMoney } from '../../../lib/format';

export type RepeatChoice = { on: boolean; weekdays: number[]; until: string | null };
export const noRepeat: RepeatChoice = { on: false, weekdays: [], until: null };

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekdays a series repeats on: the chosen ones and the first date's own. */
export function repeatWeekdays(repeat: RepeatChoice, date: string | null): number[] {
  const days = new Set(repeat.weekdays);
  if (date) days.add(weekdayOf(date));
  return [...days].sort();
}

/** How many occurrences the choice makes (0 until a first date and a last date are chosen). */
export function occurrenceCount(repeat: RepeatChoice, date: string | null): number {
  if (!date || !repeat.until) return 0;
  return seriesDayCount(date, repeatWeekdays(repeat, date), repeat.until);
}

type Props = {
  repeat: RepeatChoice;
  onChange: (repeat: RepeatChoice) => void;
  date: string | null;
  maxDate: string;
  /** One occurrence's price, once the first is fully chosen. */
  eachCents: number | null;
  error: string | null;
};

export function BookingRepeatFields({ repeat, onChange, date, maxDate, eachCents, error }: Props) {
  const count = occurrenceCount(repeat, date);
  const firstWeekday = date ? weekdayOf(date) : null;
  const weekdays = repeatWeekdays(repeat, date);
  return (
    <Stack gap="xs">
      <Switch label="Repeat weekly" checked={repeat.on} onChange={(event) => onChange({ ...repeat, on: event.currentTarget.checked })} />
      {repeat.on ? (
        <>
          <Chip.Group multiple value={weekdays.map(String)} onChange={(values) => onChange({ ...repeat, weekdays: values.map(Number) })}>
            <Group gap={6} role="group" aria-label="Repeat on">
              {WEEKDAY_NAMES.map((name, weekday) => (
                <Chip key={name} value={String(weekday)} size="xs" disabled={weekday === firstWeekday}>
                  {name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <DateInput
            label="Until"
            placeholder="The last date"
            valueFormat="MMMM D, YYYY"
            leftSection={<IconCalendar size={16} aria-hidden />}
            minDate={date ?? undefined}
            maxDate={maxDate}
            value={repeat.until}
            error={error}
            onChange={(until) => onChange({ ...repeat, until })}
            popoverProps={{ withinPortal: true }}
          />
          {count > 0 ? (
            <Text size="sm" aria-live="polite" c={count > MAX_SERIES_OCCURRENCES ? 'red' : undefined}>
              {count > MAX_SERIES_OCCURRENCES
                ? `${count} occurrences: at most ${MAX_SERIES_OCCURRENCES}. Choose an earlier date or fewer days.`
                : `${count} ${count === 1 ? 'occurrence' : 'occurrences'}${eachCents !== null ? `, ${formatMoney(eachCents * count)} in total` : ''}`}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
