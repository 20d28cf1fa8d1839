// GET /api/cart for the skills menu's View Cart badge, the nav bar's cart icon and the cart page:
// one query, one key, so adding, removing or checking out refreshes all three at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { CartItem } from '@common/skill-schemas';

export const cartQueryKeys = {
  all: ['cart'] as const,
};

export const getCart = () => api.get<CartItem[]>('/api/cart');

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKeys.all, queryFn: getCart });

export const useCart = () => useQuery(cartQueryOptions());

/** How many items are in the cart; 0 while loading or when the cart cannot be read. */
export function useCartCount(): number {
  const cart = useCart();
  return cart.data?.length ?? 0;
}
