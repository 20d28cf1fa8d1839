// The waitlist on /bookings (decisions.md 67): a full stay in Book Session offers "Join the
// waitlist" with the same request; the Waitlist section lists my entries with Leave, and an
// offered one with the hold's end and "Book it".
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCalendarDays, calendarDayOf } from '@common/business-time';
import type { WaitlistEntry } from '@common/waitlist-schemas';
import { requestsTo } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleBooking } from '../../../test/sample-booking';
import { formatDateTime } from '../../../lib/format';
import { keepBookingDraft } from '../components/booking-draft-storage';
import { emptyBookingDraft } from '../components/booking-form';
import { bookingsApi } from './bookings-page-kit';
import BookingsPage from './bookings-page';

afterEach(() => sessionStorage.clear());

const today = calendarDayOf(new Date(), 'UTC');
const dropOff = addCalendarDays(today, 3);
const pickUp = addCalendarDays(today, 5);

const entry = (extra: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 5,
  serviceType: 'boarding',
  petIds: [7],
  petNames: ['Biscuit'],
  startDate: `${dropOff}T09:00:00.000Z`,
  endDate: `${pickUp}T09:00:00.000Z`,
  trainerId: null,
  status: 'waiting',
  heldUntil: null,
  bookingId: null,
  createdAt: new Date().toISOString(),
  ...extra,
});

describe('the waitlist on /bookings', () => {
  it('offers to join the waitlist with the same request when the stay is full', async () => {
    const user = userEvent.setup();
    keepBookingDraft({
      ...emptyBookingDraft('7'),
      service: 'boarding',
      date: dropOff,
      time: '09:00',
      pickupDate: pickUp,
      pickupTime: '09:00',
    });
    const api = bookingsApi([], {
      'POST /api/bookings': { status: 409, body: { message: 'Boarding is full on that night. Please choose other dates.' } },
      'POST /api/waitlist': { status: 201, body: entry() },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    const dialog = await screen.findByRole('dialog', { name: 'Book Session' });
    await waitFor(() => expect(within(dialog).getByLabelText('Price preview')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));

    const join = await within(dialog).findByRole('button', { name: 'Join the waitlist' });
    expect(dialog).toHaveTextContent('This time is full');
    expect(dialog).toHaveTextContent('Boarding is full on that night.');
    await user.click(join);
    await waitFor(() => expect(requestsTo(api, 'POST /api/waitlist')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/waitlist')[0].body).toEqual({
      serviceType: 'boarding',
      petIds: [7],
      startDate: `${dropOff}T09:00:00.000Z`,
      endDate: `${pickUp}T09:00:00.000Z`,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book Session' })).not.toBeInTheDocument());
  });

  it('lists my entries: a waiting one to leave, an offered one with its hold to book', async () => {
    const user = userEvent.setup();
    const heldUntil = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const offered = entry({
      id: 6,
      serviceType: 'training',
      startDate: `${dropOff}T10:00:00.000Z`,
      endDate: `${dropOff}T11:00:00.000Z`,
      status: 'offered',
      heldUntil,
    });
    const api = bookingsApi([], {
      'GET /api/waitlist': { body: [entry(), offered, entry({ id: 9, status: 'expired' })] },
      'DELETE /api/waitlist/5': { status: 204 },
      'POST /api/waitlist/6/claim': { status: 201, body: sampleBooking({ id: 77, serviceType: 'training' }) },
      'GET /api/bookings/77': { body: sampleBooking({ id: 77, serviceType: 'training' }) },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings?waitlist=6' });

    const section = await screen.findByRole('region', { name: 'Waitlist' });
    const cards = within(section).getAllByLabelText(/^Waitlist:/);
    expect(cards).toHaveLength(2);
    const [waiting, held] = cards;
    expect(waiting).toHaveTextContent('Waiting');
    expect(within(waiting).queryByRole('button', { name: 'Book it' })).not.toBeInTheDocument();
    expect(held).toHaveTextContent('Place Offered');
    expect(held).toHaveTextContent(`Held for you until ${formatDateTime(heldUntil)}`);

    await user.click(within(waiting).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(requestsTo(api, 'DELETE /api/waitlist/5')).toHaveLength(1));
    await user.click(within(held).getByRole('button', { name: 'Book it' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/waitlist/6/claim')).toHaveLength(1));
  });
});
