// What is being paid for: service, pet(s), dates and each line of the server's price.
import { Card, Divider, Stack, Text } from '@mantine/core';
import type { Booking } from '@common/booking-schemas';

import { PriceLines } from '../../../components/price-lines';
import { bookingPetNames, bookingSpan, serviceName } from '../../../lib/booking-query';

export function BookingSummary({ booking }: { booking: Booking }) {
  const pets = bookingPetNames(booking).join(', ');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Text fw={600} size="lg">
          {serviceName(booking)} for {pets}
        </Text>
        <Text c="dimmed" size="sm">
          {bookingSpan(booking)}
        </Text>
        <Divider my="xs" />
        <PriceLines lines={booking.priceLines} totalCents={booking.totalPrice} />
      </Stack>
    </Card>
  );
}
