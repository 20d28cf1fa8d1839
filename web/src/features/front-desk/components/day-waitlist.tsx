// The day board's waitlist (decisions.md 67): who waits for a place that day, in the order places are
// offered, and whose place is held until when. Shown only when someone waits.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DayWaitlistEntry } from '@common/waitlist-schemas';
import { clockTime } from './clock-time';

export function DayWaitlist({ waitlist, timeZone }: { waitlist: DayWaitlistEntry[]; timeZone: string }) {
  if (waitlist.length === 0) return null;
  return (
    <Card component="section" aria-label="Waitlist" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Waitlist
        </Title>
        {waitlist.map((entry, index) => (
          <Group key={entry.id} gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {index + 1}. {entry.petNames.join(', ')} ({entry.owner.name})
            </Text>
            <Text size="sm" c="dimmed">
              {entry.serviceType === 'boarding' ? 'Boarding' : `Training at ${clockTime(entry.startDate, timeZone)}`}
              {entry.trainerName ? ` with ${entry.trainerName}` : ''}
            </Text>
            {entry.status === 'offered' && entry.heldUntil ? (
              <Badge color="teal" variant="light">
                Held until {clockTime(entry.heldUntil, timeZone)}
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Waiting
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
