// GET /api/admin/vaccinations?status= (staff, decisions.md 58): the records in one verification
// state, longest waiting first. The server pages by cursor; the page shows the first page (the 200
// that have waited longest) and says when there are more.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VaccinationReview, VerificationState } from '@common/vaccination-schemas';
import { getPage } from '../../../lib/api-client';

export const vaccinationQueueKeys = {
  all: ['vaccination-queue'] as const,
  status: (status: VerificationState) => [...vaccinationQueueKeys.all, status] as const,
};

export const vaccinationQueueOptions = (status: VerificationState) =>
  queryOptions({
    queryKey: vaccinationQueueKeys.status(status),
    queryFn: () => getPage<VaccinationReview>(`/api/admin/vaccinations?status=${status}`),
  });

/** The records (one query per state) and whether more wait beyond them. */
export function useVaccinationQueue(status: VerificationState) {
  const records = useQuery({ ...vaccinationQueueOptions(status), select: (page) => page.items });
  const hasMore = useQuery({ ...vaccinationQueueOptions(status), select: (page) => page.nextCursor !== null });
  return { records, hasMore: hasMore.data ?? false };
}
