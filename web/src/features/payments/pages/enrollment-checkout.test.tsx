import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { fillTestCard, testCardExpiry } from '../../../test/test-card';
import { sampleEnrollment, sampleProgram } from '../../../test/sample-program';
import CheckoutPage from './checkout-page';

const advanced = sampleProgram({ id: 2, title: 'Advanced Training Skills', durationWeeks: 6, price: 24900 });
const pending = sampleEnrollment({
  id: 60,
  petId: 7,
  petName: 'Biscuit',
  program: advanced,
  programId: 2,
  paymentStatus: 'pending',
  priceCents: 24900,
});
const paid = { ...pending, paymentStatus: 'paid' as const, paidAt: '2030-01-01T09:00:00.000Z' };
const intent = { clientSecret: 'pi_sandbox_9_secret_x', provider: 'sandbox', amount: 24900 };
const visa = { id: 3, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, isDefault: true };

function enrollmentApi(cards: unknown[]) {
  let current = pending;
  return mockApi({
    'GET /api/enrollments/60': () => ({ body: current }),
    'GET /api/payment-methods': { body: cards },
    'POST /api/create-payment-intent': { body: intent },
    'POST /api/sandbox/confirm': () => {
      current = paid;
      return { body: { status: 'succeeded' } };
    },
  });
}

describe('/checkout?enrollment_id= (decisions.md 72)', () => {
  it('pays a priced enrolment with the saved default card, without asking for a card', async () => {
    const user = userEvent.setup();
    const api = enrollmentApi([visa]);
    const { router } = renderWithApp(<CheckoutPage />, { path: '/checkout?enrollment_id=60', pattern: '/checkout' });
    expect(await screen.findByText('Advanced Training Skills for Biscuit')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByText('Biscuit is enrolled in Advanced Training Skills.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/sandbox/confirm')[0].body).toEqual({ clientSecret: intent.clientSecret, paymentMethodId: 3 });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/training?petId=7'));
  });

  it('saves a new card when "Save this card for future payments" is ticked', async () => {
    const user = userEvent.setup();
    const api = enrollmentApi([]);
    renderWithApp(<CheckoutPage />, { path: '/checkout?enrollment_id=60', pattern: '/checkout' });
    await fillTestCard(user, '5555555555554444');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByText('Biscuit is enrolled in Advanced Training Skills.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/sandbox/confirm')[0].body).toEqual({
      clientSecret: intent.clientSecret,
      cardNumber: '5555555555554444',
      ...testCardExpiry,
      saveCard: true,
    });
  });
});
