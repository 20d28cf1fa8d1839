// A recurring booking's one checkout (decisions.md 68): /checkout?booking_id=&series_id= asks for the
// series' intent, says what it covers, and pays every unpaid occurrence with one card.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { fillTestCard } from '../../../test/test-card';
import { sampleBooking } from '../../../test/sample-booking';
import CheckoutPage from './checkout-page';

const intent = { clientSecret: 'pi_sandbox_9_secret_x', provider: 'sandbox', amount: 33600 };

describe('/checkout for a weekly booking', () => {
  it('asks for the series’ intent, shows its total and pays it with one card', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/bookings/41': { body: sampleBooking() },
      'GET /api/payment-methods': { body: [] },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/sandbox/confirm': { body: { status: 'succeeded' } },
      'PATCH /api/bookings/41': { body: sampleBooking({ status: 'confirmed', paymentStatus: 'paid' }) },
    });
    const { router } = renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41&series_id=5' });
    expect(await screen.findByText('This payment of $336.00 covers every unpaid day of your weekly booking.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/create-payment-intent')[0].body).toEqual({ seriesId: 5 });
    await fillTestCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByText('Your booking has been confirmed!')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/sandbox/confirm')[0].body).toMatchObject({ clientSecret: intent.clientSecret });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
