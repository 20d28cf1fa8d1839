// GET /api/vaccines-due: which of the user's pets have a vaccine some service requires overdue or
// missing today ('Vaccines due' on the pet cards), one answer for the whole list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VaccinesDue } from '@common/vaccination-schemas';
import { api } from '../api-client';
import { vaccinationQueryKeys } from './vaccination-query-keys';

export const vaccinesDueQueryOptions = () =>
  queryOptions({ queryKey: vaccinationQueryKeys.due(), queryFn: () => api.get<VaccinesDue>('/api/vaccines-due') });

export const useVaccinesDue = () => useQuery(vaccinesDueQueryOptions());
