// The weekly hours part of the schedule form: each weekday with its ranges (start and end on the
// half hour), a button to add hours and one to remove each range. The form keeps one flat list, so
// a range's errors are keyed by its place in that list ('weeklyHours.2.end'), as the server's are.
import { ActionIcon, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TrainerScheduleValues } from '../api/trainer-schedule';
import { HALF_HOURS, timeLabel, weekdayName, WEEKDAYS_IN_ORDER } from './schedule-text';

type Form = UseFormReturnType<TrainerScheduleValues>;

const startOptions = HALF_HOURS.slice(0, -1).map((value) => ({ value, label: timeLabel(value) }));
const endOptions = HALF_HOURS.slice(1).map((value) => ({ value, label: timeLabel(value) }));

/** New hours on a day: 9 to 5, or the two hours after the day's last range. */
function nextRange(ranges: { end: string }[]): { start: string; end: string } {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const startIndex = Math.min(HALF_HOURS.indexOf(last.end), HALF_HOURS.length - 2);
  return { start: HALF_HOURS[startIndex], end: HALF_HOURS[Math.min(startIndex + 4, HALF_HOURS.length - 1)] };
}

export function WeeklyHoursFields({ form }: { form: Form }) {
  const entries = form.values.weeklyHours.map((hours, index) => ({ ...hours, index }));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="weekly-hours-title">
      <Title order={2} size="h4" id="weekly-hours-title">
        Weekly hours
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Owners can book a session with you only when it fits inside these hours.
      </Text>
      <Stack gap="sm">
        {WEEKDAYS_IN_ORDER.map((weekday) => {
          const day = weekdayName(weekday);
          const ranges = entries.filter((hours) => hours.weekday === weekday).sort((a, b) => a.start.localeCompare(b.start));
          return (
            <Group key={weekday} align="flex-start" gap="md" wrap="wrap">
              <Text fw={600} w={110} pt={6}>
                {day}
              </Text>
              <Stack gap="xs" style={{ flex: '1 1 260px' }}>
                {ranges.length === 0 ? (
                  <Text c="dimmed" pt={6}>
                    Not working
                  </Text>
                ) : null}
                {ranges.map((hours, position) => (
                  <Group key={hours.index} gap="xs" align="flex-start" wrap="nowrap">
                    <NativeSelect
                      aria-label={`${day} hours ${position + 1} start`}
                      data={startOptions}
                      w={120}
                      {...form.getInputProps(`weeklyHours.${hours.index}.start`)}
                    />
                    <Text pt={6}>to</Text>
                    <NativeSelect
                      aria-label={`${day} hours ${position + 1} end`}
                      data={endOptions}
                      w={120}
                      {...form.getInputProps(`weeklyHours.${hours.index}.end`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mt={2}
                      aria-label={`Remove ${day} hours ${position + 1}`}
                      onClick={() => form.removeListItem('weeklyHours', hours.index)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                ))}
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  style={{ alignSelf: 'flex-start' }}
                  aria-label={`Add hours on ${day}`}
                  onClick={() => form.insertListItem('weeklyHours', { weekday, ...nextRange(ranges) })}
                >
                  Add hours
                </Button>
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
