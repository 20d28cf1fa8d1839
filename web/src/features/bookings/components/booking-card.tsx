// One booking in a list: service, pets, badge, dates and total, Pay Now while payment is pending,
// Pay balance once a deposit was paid (decisions.md 71).
import { Link } from 'react-router';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Booking } from '@common/booking-schemas';
import { balanceToPay, bookingBadge, bookingPetNames, bookingSpan, serviceName } from '../../../lib/booking-query';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../app/paths';

/** `detailsIntent`: spread on View Details, to fetch the details dialog's code before the click. */
export type DetailsIntent = { onPointerEnter: () => unknown; onFocus: () => unknown };

export function BookingCard({
  booking,
  onDetails,
  detailsIntent,
}: {
  booking: Booking;
  onDetails: () => void;
  detailsIntent?: DetailsIntent;
}) {
  const badge = bookingBadge(booking);
  const pets = bookingPetNames(booking).join(', ');
  const balance = balanceToPay(booking);
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{serviceName(booking)}</Text>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          </Group>
          <Text size="sm">{pets}</Text>
          <Text size="sm" c="dimmed">
            {bookingSpan(booking)}
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(booking.totalPrice)}
          </Text>
          {balance > 0 ? (
            <Text size="sm" c="orange.8">
              Balance due {formatMoney(balance)}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {badge.label === 'Payment Pending' ? (
            <Button component={Link} to={paths.checkout(booking.id)} size="sm">
              {booking.depositCents > 0 ? `Pay deposit ${formatMoney(booking.depositCents)}` : 'Pay Now'}
            </Button>
          ) : null}
          {balance > 0 ? (
            <Button component={Link} to={paths.checkout(booking.id)} size="sm">
              Pay balance {formatMoney(balance)}
            </Button>
          ) : null}
          <Button variant="light" size="sm" onClick={onDetails} {...detailsIntent}>
            View Details
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
