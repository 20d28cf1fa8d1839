// Cancelling a weekly booking from one of its dates on (decisions.md 68), from the booking's details.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleBooking } from '../../../test/sample-booking';
import BookingsPage from '../pages/bookings-page';
import { bookingsApi } from '../pages/bookings-page-kit';

describe('a weekly booking’s details', () => {
  it('cancels this and the later dates, saying what was refunded and what was kept', async () => {
    const user = userEvent.setup();
    const occurrence = sampleBooking({ seriesId: 5, serviceType: 'daycare' });
    const api = bookingsApi([occurrence], {
      'DELETE /api/booking-series/5': {
        body: {
          cancelled: [
            { bookingId: 41, startDate: '2030-03-04T14:00:00.000Z', refundedCents: 4200 },
            { bookingId: 42, startDate: '2030-03-11T14:00:00.000Z', refundedCents: 4200 },
          ],
          kept: [],
        },
      },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: /booking$/ });
    expect(within(details).getByText('Part of a weekly booking')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Cancel this and later dates' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel dates' }));
    await waitFor(() => expect(requestsTo(api, 'DELETE /api/booking-series/5')).toHaveLength(1));
    expect(requestsTo(api, 'DELETE /api/booking-series/5')[0].url).toContain('from=2030-03-04');
    expect(await screen.findByText('2 dates cancelled, $84.00 back to your card.')).toBeInTheDocument();
  });

  it('offers no series cancel on a single booking', async () => {
    const user = userEvent.setup();
    bookingsApi([sampleBooking()]);
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: /booking$/ });
    expect(within(details).queryByRole('button', { name: 'Cancel this and later dates' })).not.toBeInTheDocument();
  });
});
