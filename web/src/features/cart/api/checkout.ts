// POST /api/checkout { cartItems: ids }: every item goes onto its pet's boarding stay at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';
import { cartQueryKeys } from '../../../lib/cart-query';
import { dashboardQueryKey } from '../../../lib/dashboard-query';
import { skillProgressQueryKeys } from '../../../lib/skill-progress-query';
import type { CheckoutResult } from '@common/skill-schemas';

export const checkout = (cartItems: number[]) => api.post<CheckoutResult>('/api/checkout', { cartItems });

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    // Checkout empties the cart, grows the bookings' totals and starts progress the dashboard
    // counts (its summary also refetches whenever it opens); eligibility
    // changes too, the skill being purchased for the pet now.
    onSuccess: () =>
      Promise.all(
        [cartQueryKeys.all, bookingQueryKeys.all, dashboardQueryKey, skillProgressQueryKeys.all, ['training-skills']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
