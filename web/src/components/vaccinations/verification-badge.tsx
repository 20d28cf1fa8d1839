import { Badge } from '@mantine/core';
import type { VerificationState } from '@common/vaccination-schemas';

const LOOK: Record<VerificationState, { color: string; label: string }> = {
  unverified: { color: 'gray', label: 'Unverified' },
  verified: { color: 'green', label: 'Verified' },
  rejected: { color: 'red', label: 'Rejected' },
};

/** Where staff's check of a record's proof stands (decisions.md 58): the pet page and the staff queue. */
export function VerificationBadge({ state }: { state: VerificationState }) {
  const look = LOOK[state];
  return (
    <Badge color={look.color} variant="light" data-verification={state} style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
