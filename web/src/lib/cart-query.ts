// GET /api/cart for the cart page and GET /api/cart/count for the skills menu's View Cart badge and
// the nav bar's cart icon, which every signed-in page draws: a count costs the server a fraction of
// the cart with each item's stay (decisions.md 112). Both keys start with 'cart', so adding,
// removing or checking out refreshes all three at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { Count } from '@common/count-schema';
import type { CartItem } from '@common/skill-schemas';

export const cartQueryKeys = {
  all: ['cart'] as const,
  count: ['cart', 'count'] as const,
};

export const getCart = () => api.get<CartItem[]>('/api/cart');

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKeys.all, queryFn: getCart });

export const useCart = () => useQuery(cartQueryOptions());

const getCartCount = () => api.get<Count>('/api/cart/count');

/** How many items are in the cart; 0 while loading or when the count cannot be read. */
export function useCartCount(): number {
  const count = useQuery({ queryKey: cartQueryKeys.count, queryFn: getCartCount });
  return count.data?.count ?? 0;
}
