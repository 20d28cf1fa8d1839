// The bookings calendar: every day with a booking is marked; choosing a day lists its bookings.
import { useState } from 'react';
import { Indicator, SimpleGrid, Stack, Text } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import type { Booking } from '@common/booking-schemas';
import { addCalendarDays } from '@common/business-time';
import { formatDate } from '../../../lib/format';
import { BookingCard, type DetailsIntent } from './booking-card';

/** 'YYYY-MM-DD' of an instant on this device's calendar (the day the owner sees it on). */
const localDay = (value: string) => {
  const date = new Date(value);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** Each calendar day a booking covers, from drop-off to pickup. */
function daysOf(booking: Booking): string[] {
  const days: string[] = [];
  const last = localDay(booking.endDate);
  for (let day = localDay(booking.startDate); day <= last && days.length < 120; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

export function BookingsCalendar({
  bookings,
  onDetails,
  detailsIntent,
}: {
  bookings: Booking[];
  onDetails: (booking: Booking) => void;
  detailsIntent?: DetailsIntent;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const live = bookings.filter((booking) => booking.status !== 'cancelled');
  const byDay = new Map<string, Booking[]>();
  for (const booking of live) for (const day of daysOf(booking)) byDay.set(day, [...(byDay.get(day) ?? []), booking]);
  const onChosen = chosen ? (byDay.get(chosen) ?? []) : [];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Calendar
        aria-label="Bookings calendar"
        defaultDate={live[0] ? localDay(live[0].startDate) : undefined}
        getDayProps={(day) => ({ selected: day === chosen, onClick: () => setChosen(day) })}
        renderDay={(day) => (
          <Indicator size={6} color="orange" offset={-2} disabled={!byDay.has(day)} aria-label={byDay.has(day) ? 'booked' : undefined}>
            <div>{Number(day.slice(8))}</div>
          </Indicator>
        )}
      />
      <Stack gap="sm">
        {chosen === null ? (
          <Text c="dimmed">Choose a day to see its bookings. Days with a booking are marked.</Text>
        ) : onChosen.length === 0 ? (
          <Text c="dimmed">No bookings on {formatDate(`${chosen}T12:00:00`)}.</Text>
        ) : (
          <>
            <Text fw={600}>Bookings on {formatDate(`${chosen}T12:00:00`)}</Text>
            {onChosen.map((booking) => (
              <BookingCard key={booking.id} booking={booking} onDetails={() => onDetails(booking)} detailsIntent={detailsIntent} />
            ))}
          </>
        )}
      </Stack>
    </SimpleGrid>
  );
}
