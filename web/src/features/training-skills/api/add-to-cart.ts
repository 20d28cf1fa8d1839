// POST /api/cart { skillId, petId }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartQueryKeys } from '../../../lib/cart-query';
import type { CartItem } from '@common/skill-schemas';
import { skillQueryKeys } from './get-skills';

export type AddToCartInput = { skillId: number; petId: number };

export const addToCart = (input: AddToCartInput) => api.post<CartItem>('/api/cart', input);

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (_item, { skillId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKeys.all }),
        // The pet now has this skill in its cart: it is no longer eligible for it.
        queryClient.invalidateQueries({ queryKey: skillQueryKeys.eligibility(skillId) }),
      ]),
  });
}
