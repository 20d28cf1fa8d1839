// DELETE /api/cart/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartQueryKeys } from '../../../lib/cart-query';

export const removeCartItem = (itemId: number) => api.delete(`/api/cart/${itemId}`);

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    // Eligibility says "already in the cart" for the removed pair until it is read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['training-skills'] }),
      ]),
  });
}
