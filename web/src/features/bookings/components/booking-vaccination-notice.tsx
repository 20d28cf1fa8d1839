// Before the owner submits (issue 12): for each chosen pet, the vaccines that would stop the
// booking through its last day, with a link to the pet's page to add them. The server says which
// policy it applies: enforce (the booking will be refused), warn (accepted and flagged) or off,
// and, under the `warn` verification rule, the records staff have yet to verify.
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ServiceType } from '@common/booking-choices';
import { paths } from '../../../app/paths';
import { vaccinationStatusQueryOptions } from '../../../lib/vaccinations/get-vaccination-status';

type Props = {
  pets: { id: number; name: string }[];
  service: ServiceType;
  /** The day the vaccines must still cover: the pickup day, or the session's day. */
  lastDay: string;
  /** Called as the owner follows a link to a pet's page, so the dialog can keep its draft. */
  onLeave?: () => void;
};

export function BookingVaccinationNotice({ pets, service, lastDay, onLeave }: Props) {
  const reports = useQueries({ queries: pets.map((pet) => vaccinationStatusQueryOptions(pet.id, lastDay)) });
  const problems = pets.flatMap((pet, index) => {
    const report = reports[index].data;
    if (!report || report.policy === 'off') return [];
    const blockers = report.services[service].flatMap((entry) => (entry.blocker ? [entry.blocker] : []));
    // Records staff have yet to verify, when the business warns about them (decisions.md 58).
    const warnings = report.services[service].flatMap((entry) => (entry.warning ? [entry.warning] : []));
    return blockers.length + warnings.length > 0
      ? [{ pet, blockers: [...blockers, ...warnings], enforced: report.policy === 'enforce' && blockers.length > 0 }]
      : [];
  });
  if (problems.length === 0) return null;
  const enforced = problems.some((problem) => problem.enforced);

  return (
    <Alert color={enforced ? 'red' : 'yellow'} title={enforced ? 'Vaccinations needed before booking' : 'Vaccinations to update'}>
      <Stack gap="xs">
        {problems.map(({ pet, blockers }) => (
          <div key={pet.id}>
            <List size="sm">
              {blockers.map((blocker) => (
                <List.Item key={blocker}>{blocker}</List.Item>
              ))}
            </List>
            <Anchor component={Link} to={paths.pet(pet.id)} size="sm" onClick={onLeave}>
              Add {pet.name}&apos;s vaccinations
            </Anchor>
          </div>
        ))}
        {enforced ? null : (
          <Text size="xs" c="dimmed">
            You can still book; the booking will note what is missing.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
