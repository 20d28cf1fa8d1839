import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { fillTestCard, testCardExpiry } from '../../../test/test-card';
import { sampleBooking } from '../../../test/sample-booking';
import CheckoutPage from './checkout-page';

const intent = { clientSecret: 'pi_sandbox_1_secret_x', provider: 'sandbox', amount: 49395 };

function paymentApi(confirmReply: unknown) {
  return mockApi({
    'GET /api/bookings/41': { body: sampleBooking() },
    'GET /api/payment-methods': { body: [] },
    'POST /api/create-payment-intent': { body: intent },
    'POST /api/sandbox/confirm': { body: confirmReply },
    'PATCH /api/bookings/41': { body: sampleBooking({ status: 'confirmed', paymentStatus: 'paid' }) },
  });
}

describe('/checkout', () => {
  it('sends an owner with no booking id back to the dashboard with the product’s toast', async () => {
    mockApi({});
    const { router } = renderWithApp(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByText('No booking was specified for payment.')).toBeInTheDocument();
    expect(screen.getByText('Missing Booking ID')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the server’s price lines and pays with a test card, then confirms and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const api = paymentApi({ status: 'succeeded' });
    const { router } = renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41' });
    expect(await screen.findByText('Boarding for Biscuit, Nibbles')).toBeInTheDocument();
    expect(screen.getByText('$226.95')).toBeInTheDocument();
    expect(screen.getByText('$493.95')).toBeInTheDocument();
    expect(screen.getByText(/never stores your full card details/)).toBeInTheDocument();
    // The sandbox says so (decisions.md 52); the Stripe checkout test shows no such banner.
    expect(screen.getByText('Test mode: no real card is charged')).toBeInTheDocument();
    await fillTestCard(user, '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByText('Your booking has been confirmed!')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/sandbox/confirm')[0].body).toEqual({
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      ...testCardExpiry,
    });
    expect(requestsTo(api, 'PATCH /api/bookings/41')[0].body).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('goes on to the next stay a cart checkout grew, instead of the dashboard', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/bookings/41': { body: sampleBooking() },
      'GET /api/bookings/44': { body: sampleBooking({ id: 44 }) },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/sandbox/confirm': { body: { status: 'succeeded' } },
      'PATCH /api/bookings/41': { body: sampleBooking({ status: 'confirmed', paymentStatus: 'paid' }) },
      'GET /api/payment-methods': { body: [] },
    });
    const { router } = renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41&then=44,45' });
    await fillTestCard(user, '4242424242424242');
    await user.click(await screen.findByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?booking_id=44&then=45'));
  });

  it('says why a declined card failed and keeps the form for another try', async () => {
    const user = userEvent.setup();
    const api = paymentApi({ status: 'failed', error: { message: 'Your card was declined.' } });
    renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41' });
    await fillTestCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    // On the form, not in a toast that leaves before it is read (issue 25, defect 6).
    const alert = await screen.findByRole('alert', { name: 'Payment Failed' });
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(requestsTo(api, 'PATCH /api/bookings/41')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
  });

  it('keeps the decline on the form until the card changes', async () => {
    const user = userEvent.setup();
    paymentApi({ status: 'failed', error: { message: 'Your card has insufficient funds.' } });
    renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41' });
    await fillTestCard(user, '4000000000009995');
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByRole('alert', { name: 'Payment Failed' })).toHaveTextContent('Your card has insufficient funds.');
    await user.click(screen.getByLabelText('Expiry (MM/YY)'));
    expect(screen.getByRole('alert', { name: 'Payment Failed' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Payment Failed' })).not.toBeInTheDocument());
    expect(screen.queryByText('Your card has insufficient funds.')).not.toBeInTheDocument();
  });

  it('goes to the authentication step when the card asks for it', async () => {
    const user = userEvent.setup();
    paymentApi({
      status: 'requires_action',
      redirectUrl: '/sandbox/authenticate?booking_id=41&payment_intent=pi_1&payment_intent_client_secret=s',
    });
    const { router } = renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41' });
    await fillTestCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sandbox/authenticate'));
  });

  it('takes the owner to the booking when it was paid elsewhere while the form was open', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/bookings/41': { body: sampleBooking() },
      'GET /api/payment-methods': { body: [] },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/sandbox/confirm': serverReplies.conflict('This booking is already paid.'),
    });
    const { router } = renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41', pattern: '/checkout' });
    await fillTestCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByText('This booking is already paid. Here are its details.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/bookings?booking=41'));
  });

  it('checks the card as the person types, and sends nothing while it is wrong', async () => {
    const user = userEvent.setup();
    const api = paymentApi({ status: 'succeeded' });
    renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41' });
    await user.type(await screen.findByLabelText('Card number'), '4242424242424241');
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    expect(await screen.findByText('Your card has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByText('Your card’s security code is invalid.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/sandbox/confirm')).toHaveLength(0);
  });

  it('gives up with the product’s toast when payment cannot be set up', async () => {
    mockApi({
      'GET /api/bookings/41': { body: sampleBooking() },
      'GET /api/payment-methods': { body: [] },
      'POST /api/create-payment-intent': serverReplies.serverError(),
    });
    const { router } = renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41', pattern: '/checkout' });
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Payment Setup Failed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each([
    ['paid', 'This booking is already paid.', { status: 'confirmed', paymentStatus: 'paid' }],
    ['cancelled', 'This booking is cancelled.', { status: 'cancelled', paymentStatus: 'refunded' }],
  ] as const)('takes an old link to a %s booking to its details with a calm word, not an error', async (_state, message, settled) => {
    mockApi({
      'GET /api/bookings/41': { body: sampleBooking(settled) },
      'GET /api/payment-methods': { body: [] },
      'POST /api/create-payment-intent': serverReplies.conflict(message),
    });
    const { router } = renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41', pattern: '/checkout' });
    expect(await screen.findByText(`${message} Here are its details.`)).toBeInTheDocument();
    expect(screen.getByText('Nothing to pay')).toBeInTheDocument();
    expect(screen.queryByText('Payment Setup Failed')).not.toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/bookings?booking=41'));
  });
});

describe('/checkout with saved cards', () => {
  const visa = { id: 3, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, isDefault: true };
  const mastercard = { id: 5, brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2030, isDefault: false };

  function savedCardsApi() {
    return mockApi({
      'GET /api/bookings/41': { body: sampleBooking() },
      'GET /api/payment-methods': { body: [visa, mastercard] },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/sandbox/confirm': { body: { status: 'succeeded' } },
      'PATCH /api/bookings/41': { body: sampleBooking({ status: 'confirmed', paymentStatus: 'paid' }) },
    });
  }

  it('offers the saved cards with the default chosen, and pays with it without asking for a card', async () => {
    const user = userEvent.setup();
    const api = savedCardsApi();
    renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41' });
    expect(await screen.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mastercard ending in 4444/ })).not.toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByText('Your booking has been confirmed!')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/sandbox/confirm')[0].body).toEqual({ clientSecret: intent.clientSecret, paymentMethodId: 3 });
  });

  it('takes a new card instead, saved when "Save this card for future payments" is ticked', async () => {
    const user = userEvent.setup();
    const api = savedCardsApi();
    renderWithApp(<CheckoutPage />, { path: '/checkout?booking_id=41' });
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await fillTestCard(user, '5555555555554444');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByText('Your booking has been confirmed!')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/sandbox/confirm')[0].body).toEqual({
      clientSecret: intent.clientSecret,
      cardNumber: '5555555555554444',
      ...testCardExpiry,
      saveCard: true,
    });
  });
});
