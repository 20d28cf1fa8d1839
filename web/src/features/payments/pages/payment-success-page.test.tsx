import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleBooking } from '../../../test/sample-booking';
import PaymentSuccessPage from './payment-success-page';
import SandboxAuthenticatePage from './sandbox-authenticate-page';

const query = 'booking_id=41&payment_intent=pi_1&payment_intent_client_secret=s';

describe('/payment-success', () => {
  it('asks the server to confirm, then shows service, pet, dates and the amount paid', async () => {
    const api = mockApi({ 'PATCH /api/bookings/41': { body: sampleBooking({ status: 'confirmed', paymentStatus: 'paid' }) } });
    renderWithApp(<PaymentSuccessPage />, { path: `/payment-success?${query}&redirect_status=succeeded` });
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Boarding')).toBeInTheDocument();
    // A two-pet stay names both pets.
    expect(screen.getByText('Pets')).toBeInTheDocument();
    expect(screen.getByText('Biscuit, Nibbles')).toBeInTheDocument();
    expect(screen.getByText('$493.95')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(requestsTo(api, 'PATCH /api/bookings/41')[0].body).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('names the one pet of a one-pet booking under Pet', async () => {
    const onePet = sampleBooking({ status: 'confirmed', paymentStatus: 'paid', numPets: 1, additionalPetIds: [], additionalPetNames: [] });
    mockApi({ 'PATCH /api/bookings/41': { body: onePet } });
    renderWithApp(<PaymentSuccessPage />, { path: `/payment-success?${query}&redirect_status=succeeded` });
    expect(await screen.findByText('Pet')).toBeInTheDocument();
    expect(screen.getByText('Biscuit')).toBeInTheDocument();
  });

  it('never trusts a missing or unsuccessful status', async () => {
    mockApi({});
    const { router } = renderWithApp(<PaymentSuccessPage />, { path: '/payment-success?booking_id=41' });
    expect(await screen.findByText('We could not verify your payment status.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says so when the server has not received the payment', async () => {
    mockApi({ 'PATCH /api/bookings/41': serverReplies.conflict('Payment has not been received for this booking.') });
    const { router } = renderWithApp(<PaymentSuccessPage />, { path: `/payment-success?${query}&redirect_status=succeeded` });
    expect(await screen.findByText('Could not retrieve booking details or confirm payment.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers another try after a failed authentication', async () => {
    mockApi({});
    renderWithApp(<PaymentSuccessPage />, { path: `/payment-success?${query}&redirect_status=failed` });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/checkout?booking_id=41');
  });
});

describe('/sandbox/authenticate', () => {
  it('shows the amount and returns to the address the server gives', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/bookings/41': { body: sampleBooking() },
      'POST /api/sandbox/authenticate': { body: { redirectUrl: `/payment-success?${query}&redirect_status=succeeded` } },
    });
    const { router } = renderWithApp(<SandboxAuthenticatePage />, { path: `/sandbox/authenticate?${query}` });
    expect(await screen.findByText(/confirm a payment of \$493\.95/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(requestsTo(api, 'POST /api/sandbox/authenticate')[0].body).toEqual({ clientSecret: 's', outcome: 'approve' });
  });

  it('sends an owner back on an old challenge, after another card paid, to the booking with a calm word', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/bookings/41': { body: sampleBooking({ status: 'confirmed', paymentStatus: 'paid' }) },
      'POST /api/sandbox/authenticate': serverReplies.conflict('This booking is already paid.'),
    });
    const { router } = renderWithApp(<SandboxAuthenticatePage />, {
      path: `/sandbox/authenticate?${query}`,
      pattern: '/sandbox/authenticate',
    });
    await user.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('This booking is already paid. Here are its details.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/bookings?booking=41'));
  });
});
