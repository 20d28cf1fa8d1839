import { Badge } from '@mantine/core';
import { hasVaccinesDue, useVaccinationStatus } from '../../../lib/vaccination-query';

/** 'Vaccines due' on a pet card when a vaccine some service requires is overdue or missing. */
export function VaccinesDueBadge({ petId }: { petId: number }) {
  const status = useVaccinationStatus(petId);
  if (!hasVaccinesDue(status.data)) return null;
  return (
    <Badge color="red" variant="light">
      Vaccines due
    </Badge>
  );
}
