import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { renderWithApp } from '../../test/render-with-app';
import { CartButton } from './cart-button';

describe('the nav bar cart icon', () => {
  it('shows how many items are in the cart', async () => {
    mockApi({ 'GET /api/cart/count': { body: { count: 2 } } });
    renderWithApp(<CartButton active={false} />);
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('shows no count for an empty cart', async () => {
    const api = mockApi({ 'GET /api/cart/count': { body: { count: 0 } } });
    renderWithApp(<CartButton active={false} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});
