// Messaging the business from a booking's details (decisions.md 63): about the booking, and about an
// entry of its stay journal.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleBooking, sampleReceipt } from '../../../test/sample-booking';
import { sampleConversation } from '../../../test/sample-message';
import BookingsPage from '../pages/bookings-page';
import { bookingsApi } from '../pages/bookings-page-kit';

const opened = { 'POST /api/conversations': { status: 201, body: sampleConversation({ id: 5 }) } };

async function openDetails() {
  const user = userEvent.setup();
  const view = renderWithApp(<BookingsPage />, { path: '/bookings' });
  await user.click(await screen.findByRole('button', { name: 'View Details' }));
  return { user, router: view.router, details: await screen.findByRole('dialog', { name: /booking$/ }) };
}

describe('messaging about a booking', () => {
  it('opens the conversation with the business about the booking', async () => {
    const api = bookingsApi([sampleBooking()], opened);
    const { user, router, details } = await openDetails();

    await user.click(within(details).getByRole('button', { name: 'Message us about this booking' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/5'));
    expect(router.state.location.search).toBe('?bookingId=41');
    expect(requestsTo(api, 'POST /api/conversations').map((call) => call.body)).toEqual([{ with: 'business', bookingId: 41 }]);
  });

  it('asks about a journal entry of the stay', async () => {
    const stay = sampleBooking({ status: 'checked_in', paymentStatus: 'paid' });
    const api = bookingsApi([stay], {
      ...opened,
      'GET /api/bookings/41/receipt': { body: sampleReceipt() },
      'GET /api/bookings/41/journal': {
        body: {
          bookingId: 41,
          entries: [
            {
              id: 1,
              bookingId: 41,
              petId: 7,
              petName: 'Biscuit',
              kind: 'meal',
              note: null,
              ate: 'some',
              given: null,
              medication: null,
              time: '08:00',
              media: [],
              author: { id: 9, name: 'Sam Desk' },
              createdAt: new Date().toISOString(),
              correctedAt: null,
              original: null,
            },
          ],
        },
      },
    });
    const { user, router, details } = await openDetails();

    await user.click(await within(details).findByRole('button', { name: /^Ask about this: the meal entry of/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/5'));
    expect(requestsTo(api, 'POST /api/conversations').map((call) => call.body)).toEqual([{ with: 'business', bookingId: 41 }]);
  });
});
