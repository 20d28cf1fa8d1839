// The answer of POST /api/bookings seeds the booking's detail query: checkout, which reads the
// booking through useBooking, shows it without a GET of its own (issue 25).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { useBooking } from '../../../lib/booking-query';
import { mockApi, requestsTo } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleBooking } from '../../../test/sample-booking';
import { useCreateBooking } from './create-booking';

function BookThenPay() {
  const create = useCreateBooking();
  const navigate = useNavigate();
  const request = {
    petId: 7,
    serviceType: 'training' as const,
    startDate: '2030-01-01T10:00:00.000Z',
    endDate: '2030-01-01T10:00:00.000Z',
    additionalPetIds: [],
    notes: '',
  };
  return (
    <button type="button" onClick={() => create.mutate(request, { onSuccess: (booking) => void navigate(`/checkout/${booking.id}`) })}>
      Book
    </button>
  );
}

function CheckoutStandIn({ id }: { id: number }) {
  const booking = useBooking(id);
  return <p>{booking.data ? `Paying for booking ${booking.data.id}` : 'Loading'}</p>;
}

describe('creating a booking', () => {
  it('hands its answer to checkout without a GET of the booking', async () => {
    const api = mockApi({
      'POST /api/bookings': { status: 201, body: sampleBooking() },
      'GET /api/bookings/41': { body: sampleBooking() },
    });
    renderWithApp(
      <Routes>
        <Route path="/checkout/41" element={<CheckoutStandIn id={41} />} />
        <Route path="*" element={<BookThenPay />} />
      </Routes>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Paying for booking 41')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/bookings')).toHaveLength(1);
    expect(requestsTo(api, 'GET /api/bookings/41')).toHaveLength(0);
  });
});
