// The booking details on /bookings: they follow the server's booking, show a stay's journal, and
// name the taught skills a cancellation keeps (decisions.md 59 and 60).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleBooking, sampleReceipt } from '../../../test/sample-booking';
import BookingsPage from '../pages/bookings-page';
import { bookingsApi } from '../pages/bookings-page-kit';

describe('booking details', () => {
  it("shows the server's booking when the list's copy is older (paid since the list was fetched)", async () => {
    const user = userEvent.setup();
    const pending = sampleBooking({ status: 'pending', paymentStatus: 'pending' });
    bookingsApi([pending], {
      'GET /api/bookings/41': { body: sampleBooking({ status: 'confirmed', paymentStatus: 'paid' }) },
      'GET /api/bookings/41/receipt': { body: sampleReceipt() },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: /booking$/ });
    expect(await within(details).findByText(/Paid with VISA ending in 4242/)).toBeInTheDocument();
    expect(within(details).getByText('Confirmed')).toBeInTheDocument();
    // The booking's bill (decisions.md 69) is one link away.
    expect(within(details).getByRole('link', { name: 'View bill' })).toHaveAttribute('href', '/bookings/41/bill');
  });

  it('shows a stay under way with its journal: what was logged, by whom, with what it first said', async () => {
    const user = userEvent.setup();
    const stay = sampleBooking({
      status: 'checked_in',
      paymentStatus: 'paid',
      cancellation: {
        allowed: false,
        refundAmount: 0,
        feeAmount: 0,
        feeKind: null,
        feeLabel: null,
        reason: 'This stay has begun. Please ask the front desk to change it.',
      },
    });
    bookingsApi([stay], {
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
              kind: 'medication',
              note: null,
              ate: null,
              given: true,
              medication: 'Carprofen',
              time: '08:00',
              media: [{ id: 3, url: '/uploads/journal/a.png', contentType: 'image/png' }],
              author: { id: 9, name: 'Sam Desk' },
              createdAt: '2030-03-04T15:00:00.000Z',
              correctedAt: null,
              original: null,
            },
            {
              id: 2,
              bookingId: 41,
              petId: 8,
              petName: 'Nibbles',
              kind: 'meal',
              note: 'Finished after a walk',
              ate: 'all',
              given: null,
              medication: null,
              time: '07:30',
              media: [],
              author: { id: 9, name: 'Sam Desk' },
              createdAt: '2030-03-04T16:00:00.000Z',
              correctedAt: '2030-03-04T16:10:00.000Z',
              original: { note: null, ate: 'some', given: null },
            },
          ],
        },
      },
    });
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: /booking$/ });
    const entries = await within(details).findAllByRole('article');
    // Newest first.
    expect(entries[0]).toHaveTextContent('Nibbles');
    expect(entries[0]).toHaveTextContent('Ate all');
    expect(entries[0]).toHaveTextContent('edited');
    expect(entries[0]).toHaveTextContent('First written: Ate some');
    expect(entries[1]).toHaveTextContent('Carprofen: given');
    expect(within(entries[1]).getByRole('img', { name: 'Photo of Biscuit' })).toHaveAttribute('src', '/uploads/journal/a.png');
  });

  it('names the taught skills a cancellation does not refund', async () => {
    const user = userEvent.setup();
    const paid = sampleBooking({
      status: 'confirmed',
      paymentStatus: 'paid',
      cancellation: {
        allowed: true,
        refundAmount: 46895,
        feeAmount: 0,
        feeKind: null,
        feeLabel: null,
        reason: null,
        keptSkills: [{ name: 'Sit', petName: 'Biscuit', amountCents: 2500 }],
      },
    });
    bookingsApi([paid], { 'GET /api/bookings/41/receipt': { body: sampleReceipt() } });
    renderWithApp(<BookingsPage />, { path: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(confirm).toHaveTextContent("You'll be refunded $468.95. Not refunded, already taught: Sit (Biscuit, $25.00).");
  });
});
