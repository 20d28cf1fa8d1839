import { Badge } from '@mantine/core';
import { useVaccinesDue } from '../../../lib/vaccinations/get-vaccines-due';

/** 'Vaccines due' on a pet card when a vaccine some service requires is overdue or missing. */
export function VaccinesDueBadge({ petId }: { petId: number }) {
  // One request for every card on the page: React Query shares the answer.
  const due = useVaccinesDue();
  if (!due.data?.petIds.includes(petId)) return null;
  return (
    <Badge color="red" variant="light">
      Vaccines due
    </Badge>
  );
}
