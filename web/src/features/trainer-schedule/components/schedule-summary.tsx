// A schedule read-only: each weekday's hours and the days off (the staff's view).
import { Card, List, Stack, Table, Text, Title } from '@mantine/core';
import type { TrainerSchedule } from '@common/trainer-schedule-schemas';
import { daysOffLabel, hoursLabel, weekdayName, WEEKDAYS_IN_ORDER } from './schedule-text';

export function ScheduleSummary({ schedule, name }: { schedule: TrainerSchedule; name: string }) {
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-label={`${name}'s weekly hours`}>
        <Title order={2} size="h4" mb="sm">
          Weekly hours
        </Title>
        <Table>
          <Table.Tbody>
            {WEEKDAYS_IN_ORDER.map((weekday) => {
              const hours = schedule.weeklyHours.filter((range) => range.weekday === weekday);
              return (
                <Table.Tr key={weekday}>
                  <Table.Th scope="row" w={140}>
                    {weekdayName(weekday)}
                  </Table.Th>
                  <Table.Td>{hours.length > 0 ? hours.map(hoursLabel).join(', ') : <Text c="dimmed">Not working</Text>}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={`${name}'s time off`}>
        <Title order={2} size="h4" mb="sm">
          Time off
        </Title>
        {schedule.timeOff.length === 0 ? (
          <Text c="dimmed">No time off.</Text>
        ) : (
          <List>
            {schedule.timeOff.map((off) => (
              <List.Item key={off.from}>
                {daysOffLabel(off)}
                {off.note ? ` · ${off.note}` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}
