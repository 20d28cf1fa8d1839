import { Badge } from '@mantine/core';
import type { VaccineStatus } from '@common/vaccines';

const LOOK: Record<VaccineStatus, { color: string; label: string }> = {
  up_to_date: { color: 'green', label: 'Up to date' },
  due_soon: { color: 'yellow', label: 'Due soon' },
  overdue: { color: 'red', label: 'Overdue' },
  missing: { color: 'gray', label: 'Missing' },
};

/** One required vaccine's status: 'Rabies: Up to date' in green, 'DHPP: Missing' in gray. */
export function VaccineStatusBadge({ name, status }: { name: string; status: VaccineStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" data-status={status}>
      {name}: {look.label}
    </Badge>
  );
}
