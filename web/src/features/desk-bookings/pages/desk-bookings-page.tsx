// /admin/bookings (staff, decisions.md 61): every booking of the business, filtered and searched,
// a page at a time; a booking opens in a drawer (?booking=id, so it can be linked) with its
// payments, refunds, stay checks, staff notes and audit trail, and the desk's Cancel booking.
import { Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconCalendarSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DeskBookingRow } from '@common/desk-booking-schemas';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { NO_FILTERS, useDeskBookings, type DeskBookingFilters } from '../api/get-desk-bookings';
import { BookingFilters } from '../components/booking-filters';
import { DeskBookingList } from '../components/desk-booking-list';

// A booking's drawer (its details, notes, cancel and refund) comes after the page's load, or at once
// when a booking is opened (decisions.md 103); an address naming a booking opens it as it comes.
const BookingDetailDrawer = lazyAfterPageLoad(() =>
  import('../components/booking-detail-drawer').then((module) => ({ default: module.BookingDetailDrawer })),
);

function DeskBookings() {
  const [filters, setFilters] = useState<DeskBookingFilters>(NO_FILTERS);
  // Clearing the filters also starts the search box afresh (it keeps its own text while typing).
  const [filtersKey, setFiltersKey] = useState(0);
  const clearFilters = () => {
    setFilters(NO_FILTERS);
    setFiltersKey((key) => key + 1);
  };
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('booking')) || null;
  const bookings = useDeskBookings(filters);
  const rows = { ...bookings, data: bookings.data?.pages.flatMap((page) => page.items) } as UseQueryResult<DeskBookingRow[]>;
  const change = useCallback((patch: Partial<DeskBookingFilters>) => setFilters((current) => ({ ...current, ...patch })), []);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const open = (bookingId: number | null) => {
    if (bookingId !== null) void BookingDetailDrawer.preload();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (bookingId === null) next.delete('booking');
        else next.set('booking', String(bookingId));
        return next;
      },
      { replace: bookingId === null },
    );
  };

  return (
    <Stack gap="md">
      <BookingFilters key={filtersKey} filters={filters} onChange={change} />
      <ListState
        query={rows}
        loading={{ count: 5, skeleton: <Skeleton h={44} />, label: 'Loading bookings' }}
        empty={{
          icon: <IconCalendarSearch />,
          title: 'No bookings found',
          text: filtered ? 'No booking matches these filters.' : 'Bookings appear here once owners make them.',
          action: filtered ? (
            <Button variant="light" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : undefined,
        }}
        errorTitle="Failed to load bookings"
      >
        {(items) => (
          <Stack gap="sm">
            <DeskBookingList items={items} onOpen={open} />
            {bookings.hasNextPage ? (
              <Group justify="center">
                <Button variant="default" onClick={() => void bookings.fetchNextPage()} loading={bookings.isFetchingNextPage}>
                  Load more
                </Button>
              </Group>
            ) : null}
          </Stack>
        )}
      </ListState>
      <Suspense fallback={null}>
        <BookingDetailDrawer bookingId={openId} onClose={() => open(null)} />
      </Suspense>
    </Stack>
  );
}

export default function DeskBookingsPage() {
  return (
    <>
      <PageHeader title="Bookings" description="Every booking: search, open one, cancel and refund, add notes for the team." />
      <DeskBookings />
    </>
  );
}
