// The Pet Dashboard's Bookings tab: the pet's next bookings at a glance, each opening its details
// on /bookings, and the way to all of them (the product (decisions.md 32): 'View All Bookings' to /bookings?petId=).
import { Badge, Button, Card, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Booking } from '@common/booking-schemas';
import type { Pet } from '@common/pet-schemas';
import { paths } from '../../../app/paths';
import { ListState } from '../../../components/list-state';
import { bookingBadge, bookingSpan, serviceName, useBookings } from '../../../lib/booking-query';
import { formatMoney } from '../../../lib/format';

/** How many of the next bookings the tab lists; the rest are a click away. */
const SHOWN = 3;

export function PetBookingsPanel({ pet }: { pet: Pet }) {
  const bookings = useBookings({ when: 'upcoming', petId: pet.id });
  const viewAll = (
    <Button component={Link} to={paths.petBookings(pet.id)} variant="light">
      View All Bookings
    </Button>
  );
  return (
    <ListState<Booking>
      query={bookings}
      loading={{ count: 2, skeleton: <Skeleton height={72} radius="md" />, label: 'Loading bookings' }}
      empty={{
        icon: <IconCalendarEvent size={28} />,
        title: 'No upcoming bookings',
        text: `Book a boarding stay or a training session for ${pet.name}; past ones are under View All Bookings.`,
        action: viewAll,
      }}
      errorTitle="Failed to fetch bookings"
    >
      {(items) => (
        <>
          <Text size="sm" c="dimmed">
            {pet.name}&apos;s next {items.length === 1 ? 'booking' : 'bookings'}
          </Text>
          {items.slice(0, SHOWN).map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {items.length > SHOWN ? `${items.length - SHOWN} more upcoming` : ''}
            </Text>
            {viewAll}
          </Group>
        </>
      )}
    </ListState>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const badge = bookingBadge(booking);
  return (
    // Named by what it shows (service, status, dates, total): the whole card opens the details.
    <UnstyledButton component={Link} to={paths.bookingDetails(booking.id)}>
      <Card withBorder radius="md" padding="sm">
        <Stack gap={4}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={600}>{serviceName(booking)}</Text>
            <Badge color={badge.color} variant="light" size="sm" style={{ flexShrink: 0 }}>
              {badge.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {bookingSpan(booking)}
          </Text>
          <Text size="sm" fw={500}>
            {formatMoney(booking.totalPrice)}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
