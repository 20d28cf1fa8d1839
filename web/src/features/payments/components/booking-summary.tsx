// What is being paid for: service, pet(s), dates and each line of the server's price.
import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { Booking } from '@common/booking-schemas';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { serviceName } from '../../../lib/booking-query';

export function BookingSummary({ booking }: { booking: Booking }) {
  const pets = [booking.petName, ...booking.additionalPetNames].join(', ') || `Pet #${booking.petId}`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Text fw={600} size="lg">
          {serviceName(booking)} for {pets}
        </Text>
        <Text c="dimmed" size="sm">
          {formatDateTime(booking.startDate)} to {formatDateTime(booking.endDate)}
        </Text>
        <Divider my="xs" />
        {booking.priceLines.map((line) => (
          <Group key={line.label} justify="space-between" wrap="nowrap">
            <Text size="sm">{line.label}</Text>
            <Text size="sm">{formatMoney(line.amountCents)}</Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700}>{formatMoney(booking.totalPrice)}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
