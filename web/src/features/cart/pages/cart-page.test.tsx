import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies, type MockRoutes } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleCartItem, sampleSkill } from '../../../test/sample-skill';
import CartPage from './cart-page';

const rexItem = sampleCartItem();
const miaItem = sampleCartItem({
  id: 12,
  petId: 8,
  petName: 'Mia',
  skillId: 4,
  skill: sampleSkill({ id: 4, name: 'Reliable Recall', price: 3500 }),
});

function cartApi(items: unknown[], extra: MockRoutes = {}) {
  return mockApi({ 'GET /api/cart': { body: items }, ...extra });
}

const item = (name: string) => screen.findByRole('article', { name });

describe('/cart', () => {
  it('lists each item with its pet and the stay it joins, and the order summary with the total', async () => {
    cartApi([rexItem, miaItem]);
    renderWithApp(<CartPage />, { path: '/cart' });
    const rex = await item('Stay with Distance');
    expect(within(rex).getByText('For Rex')).toBeInTheDocument();
    expect(within(rex).getByText("Joins Rex's boarding stay, March 5 – March 9, 2027")).toBeInTheDocument();
    expect(within(rex).getByText('$49.99')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('2 items')).toBeInTheDocument();
    expect(within(summary).getByText('Stay with Distance for Rex')).toBeInTheDocument();
    expect(within(summary).getByText('Reliable Recall for Mia')).toBeInTheDocument();
    expect(within(summary).getByText('$84.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/training-skills');
  });

  it('shows in red why an item cannot be checked out, and holds Checkout back', async () => {
    cartApi([rexItem, { ...miaItem, stay: null, problem: 'Mia needs an unpaid boarding stay of at least 3 nights' }]);
    renderWithApp(<CartPage />, { path: '/cart' });
    const mia = await item('Reliable Recall');
    expect(within(mia).getByText('Mia needs an unpaid boarding stay of at least 3 nights')).toBeInTheDocument();
    expect(within(mia).queryByText(/Joins/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('checks out every item, says so and goes straight to paying the stay it grew', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const api = cartApi([rexItem, miaItem], {
      'POST /api/checkout': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { bookings: [{ id: 41, totalPrice: 58399 }], items: [] } });
        }),
    });
    const { router } = renderWithApp(<CartPage />, { path: '/cart' });
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    await user.click(checkout);
    await waitFor(() => expect(checkout).toHaveAttribute('data-loading', 'true'));
    expect(requestsTo(api, 'POST /api/checkout').map((call) => call.body)).toEqual([{ cartItems: [11, 12] }]);
    release();
    expect(await screen.findByText('Checkout complete')).toBeInTheDocument();
    expect(screen.getByText('Your training skills have been added to your stay. Pay the new balance to confirm them.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?booking_id=41'));
  });

  it('pays each stay a checkout grew in turn: the first now, the others named to pay next', async () => {
    const user = userEvent.setup();
    cartApi([rexItem, miaItem], {
      'POST /api/checkout': {
        body: {
          bookings: [
            { id: 41, totalPrice: 58399 },
            { id: 44, totalPrice: 30500 },
          ],
          items: [],
        },
      },
    });
    const { router } = renderWithApp(<CartPage />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?booking_id=41&then=44'));
  });

  it("says 'Checkout failed' with the server's words and stays on the cart", async () => {
    const user = userEvent.setup();
    cartApi([rexItem], { 'POST /api/checkout': serverReplies.conflict('Skills cannot be added to a booking that is already paid') });
    const { router } = renderWithApp(<CartPage />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(screen.getByText('Skills cannot be added to a booking that is already paid')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("removes an item ('Item removed') and reports a failure ('Failed to remove item')", async () => {
    const user = userEvent.setup();
    let items = [rexItem, miaItem];
    let failNext = true;
    const api = mockApi({
      'GET /api/cart': () => ({ body: items }),
      'DELETE /api/cart/12': () => {
        if (failNext) {
          failNext = false;
          return { status: 404, body: { message: 'The cart item was not found.' } };
        }
        items = [rexItem];
        return { status: 204 };
      },
    });
    renderWithApp(<CartPage />, { path: '/cart' });
    const remove = within(await item('Reliable Recall')).getByRole('button', { name: 'Remove Reliable Recall for Mia' });
    await user.click(remove);
    expect(await screen.findByText('Failed to remove item')).toBeInTheDocument();
    expect(screen.getByText('The cart item was not found.')).toBeInTheDocument();
    await user.click(remove);
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Reliable Recall' })).not.toBeInTheDocument());
    expect(requestsTo(api, 'DELETE /api/cart/12')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Order Summary' })).getByText('1 item')).toBeInTheDocument();
  });

  it("says 'Your cart is empty' with Continue Shopping", async () => {
    cartApi([]);
    renderWithApp(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/training-skills');
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
