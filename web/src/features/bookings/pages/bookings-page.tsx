// /bookings (and /bookings/new?petId=): the Book Session dialog, upcoming and past bookings,
// each with its details. `?petId=` shows one pet's bookings; `?booking=` (a notification's link)
// opens that booking's details; `?waitlist=` (an offer's link) marks that waitlist entry.
import { Suspense, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCalendarPlus, IconCalendarOff, IconX } from '@tabler/icons-react';
import type { Booking } from '@common/booking-schemas';
import { ListState } from '../../../components/list-state';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { PageHeader } from '../../../components/page-header';
import { useBooking, useBookings, type BookingFilter } from '../../../lib/booking-query';
import { petFilterFailed, petQueryOptions } from '../../../lib/pet-query';
import { useLeaveOnFailure } from '../../../lib/use-leave-on-failure';
import { paths, routePatterns } from '../../../app/paths';
import { BookingCard } from '../components/booking-card';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { hasBookingDraft } from '../components/booking-draft-key';
import { TabRow } from '../../../components/tab-row';
import { WaitlistSection } from '../components/waitlist-section';

// The Book Session form (date pickers, selects, prices, the vaccination notice) loads on intent:
// most visits to /bookings read the list.
const BookingDialog = lazyWithPreload(() => import('../components/booking-dialog').then((module) => ({ default: module.BookingDialog })));
// The calendar (its tab is not the first) and a booking's details (a dialog, with its journal and
// message buttons) load after the page, or at once when a pointer or focus reaches their tab or a
// View Details button.
const BookingsCalendar = lazyAfterPageLoad(() =>
  import('../components/bookings-calendar').then((module) => ({ default: module.BookingsCalendar })),
);
const BookingDetails = lazyAfterPageLoad(() =>
  import('../components/booking-details').then((module) => ({ default: module.BookingDetails })),
);
const calendarIntent = { onPointerEnter: BookingsCalendar.preload, onFocus: BookingsCalendar.preload };
const detailsIntent = { onPointerEnter: BookingDetails.preload, onFocus: BookingDetails.preload };

export default function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const petId = params.get('petId') ?? undefined;
  const bookDialog = useLazyDialog(BookingDialog.preload, location.pathname === routePatterns.newBooking || hasBookingDraft());
  const [shown, setShown] = useState<Booking | null>(null);
  const pet = useQuery({ ...petQueryOptions(petId ?? ''), enabled: petId !== undefined });
  useLeaveOnFailure(pet.isError, petFilterFailed(paths.bookings));
  const linkedId = Number(params.get('booking'));
  const linked = useBooking(linkedId, Number.isInteger(linkedId) && linkedId > 0);
  const detailed = shown ?? (params.has('booking') ? (linked.data ?? null) : null);
  // The dialog stays mounted after it closes, showing the booking it last showed, so that it
  // closes with its transition. Focus goes back to the button that opened it: Mantine returns
  // focus only for a modal that was mounted closed, and this one mounts open.
  const lastDetailed = useRef<Booking | null>(null);
  if (detailed) lastDetailed.current = detailed;
  const opener = useRef<HTMLElement | null>(null);
  const showDetails = (booking: Booking) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setShown(booking);
  };
  const closeDetails = () => {
    setShown(null);
    const returnTo = opener.current;
    opener.current = null;
    if (returnTo?.isConnected) setTimeout(() => returnTo.focus(), 0);
    if (!params.has('booking')) return;
    const next = new URLSearchParams(params);
    next.delete('booking');
    setParams(next, { replace: true });
  };

  const bookButton = (
    <Button leftSection={<IconCalendarPlus size={18} />} {...bookDialog.triggerProps}>
      Book Session
    </Button>
  );

  return (
    <>
      <PageHeader title="My Bookings" description="Boarding stays and training sessions, paid and upcoming." action={bookButton} />
      {petId ? (
        <Group mb="md" gap="xs">
          <Text size="sm">Showing bookings for {pet.data?.name ?? `Pet #${petId}`}</Text>
          <Button size="compact-sm" variant="subtle" leftSection={<IconX size={14} />} onClick={() => setParams({})}>
            Show all pets
          </Button>
        </Group>
      ) : null}
      <WaitlistSection highlightId={Number(params.get('waitlist')) || undefined} />
      <Tabs defaultValue="upcoming">
        <TabRow mb="md">
          <Tabs.Tab value="upcoming">Upcoming Bookings</Tabs.Tab>
          <Tabs.Tab value="past">Past Bookings</Tabs.Tab>
          <Tabs.Tab value="calendar" {...calendarIntent}>
            Calendar
          </Tabs.Tab>
        </TabRow>
        <Tabs.Panel value="upcoming">
          <BookingList filter={{ when: 'upcoming', petId }} onDetails={showDetails} emptyAction={bookButton} />
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <BookingList filter={{ when: 'past', petId }} onDetails={showDetails} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar">
          <CalendarPanel petId={petId} onDetails={showDetails} />
        </Tabs.Panel>
      </Tabs>
      {bookDialog.mounted ? (
        <Suspense fallback={null}>
          <BookingDialog opened={bookDialog.opened} onClose={bookDialog.close} initialPetId={petId} />
        </Suspense>
      ) : null}
      {lastDetailed.current ? (
        <Suspense fallback={null}>
          <BookingDetails booking={lastDetailed.current} opened={detailed !== null} onClose={closeDetails} />
        </Suspense>
      ) : null}
    </>
  );
}

function CalendarPanel({ petId, onDetails }: { petId?: string; onDetails: (booking: Booking) => void }) {
  const upcoming = useBookings({ when: 'upcoming', petId });
  const past = useBookings({ when: 'past', petId });
  if (upcoming.isPending || past.isPending) return <Skeleton height={300} radius="md" role="status" aria-label="Loading bookings" />;
  const failed = [upcoming, past].find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        title="Failed to fetch bookings"
        message={errorMessage(failed.error)}
        onRetry={() => void Promise.all([upcoming.refetch(), past.refetch()])}
        retrying={upcoming.isFetching || past.isFetching}
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton height={300} radius="md" role="status" aria-label="Loading the calendar" />}>
      <BookingsCalendar bookings={[...(upcoming.data ?? []), ...(past.data ?? [])]} onDetails={onDetails} detailsIntent={detailsIntent} />
    </Suspense>
  );
}

function BookingList({
  filter,
  onDetails,
  emptyAction,
}: {
  filter: BookingFilter;
  onDetails: (booking: Booking) => void;
  emptyAction?: React.ReactNode;
}) {
  const bookings = useBookings(filter);
  const upcoming = filter.when === 'upcoming';
  return (
    <ListState
      query={bookings}
      loading={{ count: 3, skeleton: <Skeleton height={110} radius="md" />, label: 'Loading bookings' }}
      empty={{
        icon: <IconCalendarOff size={28} />,
        title: upcoming ? 'No upcoming bookings' : 'No past bookings',
        text: upcoming
          ? 'Book a boarding stay or a training session to see it here.'
          : 'Bookings appear here once they have ended or were cancelled.',
        action: emptyAction,
      }}
      errorTitle="Failed to fetch bookings"
    >
      {(items) => (
        <Stack gap="md">
          {items.map((booking) => (
            <BookingCard key={booking.id} booking={booking} onDetails={() => onDetails(booking)} detailsIntent={detailsIntent} />
          ))}
        </Stack>
      )}
    </ListState>
  );
}
