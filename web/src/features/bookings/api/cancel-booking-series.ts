// DELETE /api/booking-series/:id?from=YYYY-MM-DD (decisions.md 68): the series' occurrences from that
// day on, each cancelled by the owner's own rule; the answer says what was cancelled and what was kept.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesCancelResult } from '@common/booking-series-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

export const cancelBookingSeries = ({ seriesId, from }: { seriesId: number; from: string }) =>
  api.delete<SeriesCancelResult>(`/api/booking-series/${seriesId}?from=${from}`);

export function useCancelBookingSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBookingSeries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
  });
}
