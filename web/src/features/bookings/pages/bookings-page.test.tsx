import { afterEach, describe, expect, it } from 'vitest';
import { keepBookingDraft } from '../components/booking-draft-storage';
import { BOOKING_DRAFT_KEY } from '../components/booking-draft-key';
import { emptyBookingDraft } from '../components/booking-form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo, serverReplies } from '../../../test/mock-api';
import { bookingsApi } from './bookings-page-kit';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleBooking } from '../../../test/sample-booking';
import { trainerUser } from '../../../test/users';
import { addCalendarDays, calendarDayOf } from '@common/business-time';
import { sampleBusiness } from '../../../test/sample-business';
import BookingsPage from './bookings-page';

afterEach(() => sessionStorage.clear());

describe('/bookings', () => {
  it('reopens Book Session with the draft kept while the owner was adding vaccinations (defect 5)', async () => {
    keepBookingDraft({ ...emptyBookingDraft('8'), service: 'training', notes: 'Back from the vet' });
    bookingsApi([]);
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    const dialog = await screen.findByRole('dialog', { name: 'Book Session' });
    await waitFor(() => expect(within(dialog).getByLabelText('Notes')).toHaveValue('Back from the vet'));
    expect(within(dialog).getAllByLabelText('Pet')[0]).toHaveValue('Nibbles');
    expect(within(dialog).queryAllByLabelText('Pickup date')).toHaveLength(0);
  });

  it('reopens Book Session with empty fields when the kept draft no longer fits, and forgets it', async () => {
    sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ service: 'grooming', notes: 'From an older app' }));
    bookingsApi([]);
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    const dialog = await screen.findByRole('dialog', { name: 'Book Session' });
    expect(await within(dialog).findByLabelText('Notes')).toHaveValue('');
    expect(sessionStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  it("previews the price with the business's current boarding price", async () => {
    const today = calendarDayOf(new Date(), 'UTC');
    keepBookingDraft({
      ...emptyBookingDraft('7'),
      service: 'boarding',
      date: addCalendarDays(today, 3),
      time: '09:00',
      pickupDate: addCalendarDays(today, 5),
      pickupTime: '09:00',
    });
    bookingsApi([], { 'GET /api/business': { body: sampleBusiness({ boardingNightCents: 12000 }) } });
    renderWithApp(<BookingsPage />, { path: '/bookings' });

    const dialog = await screen.findByRole('dialog', { name: 'Book Session' });
    const preview = await within(dialog).findByLabelText('Price preview');
    expect(preview).toHaveTextContent('Boarding, 2 days × $120.00');
    expect(preview).toHaveTextContent('Total$240.00');
  });

  it('lists upcoming bookings with their badges, totals and Pay Now', async () => {
    bookingsApi([
      sampleBooking(),
      sampleBooking({ id: 42, status: 'confirmed', paymentStatus: 'paid' }),
      sampleBooking({ id: 43, status: 'cancelled', paymentStatus: 'refunded' }),
    ]);
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    expect(await screen.findByText('Payment Pending')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    expect(screen.getAllByText('$493.95')).toHaveLength(3);
    const pay = screen.getAllByRole('link', { name: 'Pay Now' });
    expect(pay).toHaveLength(1);
    expect(pay[0]).toHaveAttribute('href', '/checkout?booking_id=41');
  });

  it('says under each field what is missing before booking', async () => {
    const user = userEvent.setup();
    bookingsApi([]);
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    await user.click((await screen.findAllByRole('button', { name: 'Book Session' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Book Session' });
    await user.click(await within(dialog).findByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('Please select a pet for this booking')).toBeInTheDocument();
    await user.click(within(dialog).getAllByLabelText('Pet')[0]);
    await user.click(await screen.findByRole('option', { name: 'Biscuit' }));
    expect(within(dialog).getByText('Additional pets (15% off each)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('Please select a drop-off time')).toBeInTheDocument();
  });

  it('gives focus back to View Details when the details close with Escape', async () => {
    const user = userEvent.setup();
    bookingsApi([sampleBooking()]);
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    const viewDetails = await screen.findByRole('button', { name: 'View Details' });
    await user.click(viewDetails);
    await screen.findByRole('dialog', { name: /booking$/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(viewDetails).toHaveFocus());
  });

  it('cancels a paid booking after showing the exact refund and late fee the server previews', async () => {
    const user = userEvent.setup();
    const paid = sampleBooking({
      status: 'confirmed',
      paymentStatus: 'paid',
      cancellation: { allowed: true, refundAmount: 49395, feeAmount: 0, feeKind: null, feeLabel: null, reason: null },
    });
    const api = bookingsApi([paid], {
      'PATCH /api/bookings/41': { body: { ...paid, status: 'cancelled', paymentStatus: 'refunded' } },
      'GET /api/bookings/41/receipt': { status: 404, body: { message: 'The receipt was not found.' } },
      // Inside the refund window since the list was read: the preview has the late fee (decisions.md 73).
      'GET /api/bookings/41/cancellation': {
        body: {
          allowed: true,
          refundAmount: 24697,
          feeAmount: 24698,
          feeKind: 'late_cancellation',
          feeLabel: 'Late cancellation fee (50%)',
          reason: null,
        },
      },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText("You'll be refunded $246.97. A late cancellation fee of $246.98 applies.")).toBeInTheDocument();
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    // Not 'Cancel' beside 'Cancel booking': which one keeps it?
    expect(within(confirm).getByRole('button', { name: 'Keep booking' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(requestsTo(api, 'PATCH /api/bookings/41')).toHaveLength(1));
    expect(requestsTo(api, 'PATCH /api/bookings/41')[0].body).toEqual({ status: 'cancelled' });
  });

  it('offers no calendar file for a cancelled booking', async () => {
    bookingsApi([], {
      'GET /api/bookings/41': {
        body: sampleBooking({
          status: 'cancelled',
          cancellation: { allowed: false, refundAmount: 0, feeAmount: 0, feeKind: null, feeLabel: null, reason: null },
        }),
      },
      'GET /api/bookings/41/receipt': { status: 404, body: { message: 'The receipt was not found.' } },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings?booking=41' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByText('Price')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it("opens the booking named by ?booking= (a notification's link) and drops it from the address when closed", async () => {
    const user = userEvent.setup();
    bookingsApi([], {
      'GET /api/bookings/41': { body: sampleBooking() },
      'GET /api/bookings/41/receipt': { status: 404, body: { message: 'The receipt was not found.' } },
    });
    const { router } = renderWithApp(<BookingsPage />, { path: '/bookings?booking=41' });
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it("lets a training booking's trainer turn it into a session log once it has started", async () => {
    const user = userEvent.setup();
    const past = sampleBooking({
      serviceType: 'training',
      trainerId: trainerUser.id,
      startDate: '2026-01-05T15:00:00.000Z',
      endDate: '2026-01-05T16:00:00.000Z',
    });
    const api = bookingsApi([], {
      'GET /api/user': { body: trainerUser },
      'GET /api/bookings/41': { body: past },
      'GET /api/bookings/41/receipt': { status: 404, body: { message: 'The receipt was not found.' } },
      'POST /api/bookings/41/session': { status: 201, body: { id: 90 } },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings?booking=41' });
    await user.click(await screen.findByRole('button', { name: 'Log session' }));
    expect(await screen.findByText('Session logged')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/bookings/41/session')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open session log' })).toHaveAttribute('href', `/trainer/clients/${past.petId}`);
  });

  it('offers no session log to the owner of a training booking', async () => {
    bookingsApi([], {
      'GET /api/bookings/41': {
        body: sampleBooking({ serviceType: 'training', trainerId: trainerUser.id, startDate: '2026-01-05T15:00:00.000Z' }),
      },
      'GET /api/bookings/41/receipt': { status: 404, body: { message: 'The receipt was not found.' } },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings?booking=41' });
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log session' })).not.toBeInTheDocument();
  });

  it('says why a booking can no longer be cancelled', async () => {
    const user = userEvent.setup();
    bookingsApi(
      [
        sampleBooking({
          status: 'confirmed',
          paymentStatus: 'paid',
          cancellation: {
            allowed: false,
            refundAmount: 0,
            feeAmount: 0,
            feeKind: null,
            feeLabel: null,
            reason: 'This stay has begun. Please ask the front desk to change it.',
          },
        }),
      ],
      { 'GET /api/bookings/41/receipt': { status: 404, body: { message: 'The receipt was not found.' } } },
    );
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(await screen.findByText('This stay has begun. Please ask the front desk to change it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  });

  it.each(['List', 'Calendar'])('says when the bookings could not be loaded, and tries again (%s)', async (tab) => {
    const user = userEvent.setup();
    let failing = true;
    const api = bookingsApi([], {
      'GET /api/bookings': () => (failing ? serverReplies.serverError() : { body: [sampleBooking()] }),
    });
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    if (tab === 'Calendar') await user.click(await screen.findByRole('tab', { name: 'Calendar' }));
    // The tab shown (the other tabs' panels stay mounted, hidden).
    const panel = await screen.findByRole('tabpanel');
    const error = await within(panel).findByRole('alert');
    expect(error).toHaveTextContent('Failed to fetch bookings');
    expect(error).toHaveTextContent('Something went wrong on our side. Please try again.');
    const asked = requestsTo(api, 'GET /api/bookings').length;
    failing = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(panel).queryByText('Failed to fetch bookings')).not.toBeInTheDocument());
    expect(requestsTo(api, 'GET /api/bookings').length).toBeGreaterThan(asked);
    if (tab === 'List') expect(await screen.findByText('Payment Pending')).toBeInTheDocument();
    else expect(await screen.findByText('Choose a day to see its bookings. Days with a booking are marked.')).toBeInTheDocument();
  });

  it('marks booked days on the calendar and lists a chosen day’s bookings', async () => {
    const user = userEvent.setup();
    bookingsApi([sampleBooking({ startDate: '2030-03-04T12:00:00', endDate: '2030-03-06T12:00:00' })]);
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    await screen.findByText('Payment Pending');
    await user.click(screen.getByRole('tab', { name: 'Calendar' }));
    expect(await screen.findByText('Choose a day to see its bookings. Days with a booking are marked.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '5 March 2030' }));
    expect(await screen.findByText('Bookings on March 5, 2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '9 March 2030' }));
    expect(await screen.findByText('No bookings on March 9, 2030.')).toBeInTheDocument();
  });

  it('shows the vaccination warnings a booking was accepted with (VACCINE_POLICY=warn)', async () => {
    const warning = 'Biscuit needs a bordetella vaccination valid through March 7, 2030.';
    bookingsApi([], {
      'GET /api/bookings/41': { body: sampleBooking({ vaccinationWarnings: [warning] }) },
      'GET /api/bookings/41/receipt': { status: 404, body: { message: 'The receipt was not found.' } },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings?booking=41' });
    const alert = await screen.findByRole('alert', { name: 'Vaccinations to update' });
    expect(within(alert).getByText(warning)).toBeInTheDocument();
  });

  it('with the ?petId of a pet that is not the owner’s, says so and shows every pet’s bookings', async () => {
    bookingsApi([sampleBooking()], { 'GET /api/pets/99': serverReplies.petNotFound() });
    const { router } = renderWithApp(<BookingsPage />, { path: '/bookings?petId=99', pattern: '/bookings' });
    expect(await screen.findByText('Could not load that pet')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/bookings');
    // The page draws the new address a render after it changes.
    await waitFor(() => expect(screen.queryByText(/Showing bookings for/)).not.toBeInTheDocument());
  });
});
