// GET /api/payment-methods, DELETE /api/payment-methods/:id, PUT /api/payment-methods/:id/default
// (decisions.md 70): the owner's saved cards, for /settings and the checkout's card choice (both
// features use them, so they live here).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedCard } from '@common/payment-method-schemas';
import { api } from './api-client';

export const savedCardsQueryKey = ['saved-cards'] as const;

export const savedCardsQueryOptions = () =>
  queryOptions({ queryKey: savedCardsQueryKey, queryFn: () => api.get<SavedCard[]>('/api/payment-methods') });

export const useSavedCards = (enabled = true) => useQuery({ ...savedCardsQueryOptions(), enabled });

export function useRemoveSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => api.delete(`/api/payment-methods/${cardId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
  });
}

export function useMakeDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => api.put<SavedCard>(`/api/payment-methods/${cardId}/default`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
  });
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa ending in 4242'. */
export const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'>) => `${BRAND_NAMES[card.brand] ?? 'Card'} ending in ${card.last4}`;
/** 'Expires 12/31'. */
export const cardExpiry = (card: Pick<SavedCard, 'expMonth' | 'expYear'>) =>
  `Expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
