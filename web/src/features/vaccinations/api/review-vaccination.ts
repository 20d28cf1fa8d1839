// POST /api/admin/vaccinations/:id/verify and .../reject {reason} (staff, decisions.md 58). Either
// refreshes every state's queue and the record's pet (its list and status, should staff open it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VaccinationReview } from '@common/vaccination-schemas';
import { api } from '../../../lib/api-client';
import { vaccinationQueryKeys } from '../../../lib/vaccinations/vaccination-query-keys';
import { vaccinationQueueKeys } from './get-vaccination-queue';

export type Review = { id: number; petId: number } & ({ decision: 'verify' } | { decision: 'reject'; reason: string });

export const reviewVaccination = (review: Review) =>
  review.decision === 'verify'
    ? api.post<VaccinationReview>(`/api/admin/vaccinations/${review.id}/verify`)
    : api.post<VaccinationReview>(`/api/admin/vaccinations/${review.id}/reject`, { reason: review.reason });

export function useReviewVaccination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewVaccination,
    onSettled: (_answer, _error, review) => {
      void queryClient.invalidateQueries({ queryKey: vaccinationQueueKeys.all });
      void queryClient.invalidateQueries({ queryKey: vaccinationQueryKeys.list(review.petId) });
      void queryClient.invalidateQueries({ queryKey: vaccinationQueryKeys.statusAll(review.petId) });
    },
  });
}
