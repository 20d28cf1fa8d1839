// My Bookings' "Waitlist" (decisions.md 67): the owner's requests still waiting or offered, each
// with Leave; an offered one shows until when its place is held, with "Book it", which books it
// and goes to checkout. Nothing shows while the owner waits for nothing.
import { useNavigate } from '../../../app/routing/use-navigate';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { WaitlistEntry } from '@common/waitlist-schemas';
import { formatDateRange, formatDateTime } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../app/paths';
import { useClaimWaitlistPlace } from '../api/claim-waitlist-place';
import { useWaitlist } from '../api/get-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';

const isOpen = (entry: WaitlistEntry) => entry.status === 'waiting' || entry.status === 'offered';

export function WaitlistSection({ highlightId }: { highlightId?: number }) {
  const waitlist = useWaitlist();
  const open = (waitlist.data ?? []).filter(isOpen);
  if (open.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="waitlist-title" gap="xs" mb="lg">
      <Title order={2} size="h4" id="waitlist-title">
        Waitlist
      </Title>
      {open.map((entry) => (
        <WaitlistCard key={entry.id} entry={entry} highlighted={entry.id === highlightId} />
      ))}
    </Stack>
  );
}

function WaitlistCard({ entry, highlighted }: { entry: WaitlistEntry; highlighted: boolean }) {
  const navigate = useNavigate();
  const leave = useLeaveWaitlist();
  const claim = useClaimWaitlistPlace();
  const what = entry.serviceType === 'boarding' ? 'Boarding Stay' : 'Training Session';
  const when = entry.serviceType === 'boarding' ? formatDateRange(entry.startDate, entry.endDate) : formatDateTime(entry.startDate);
  const bookIt = () =>
    claim.mutate(entry.id, {
      onSuccess: (booking) => {
        showSuccessToast(`${what} Booked`, 'The place is yours and waiting for payment.');
        void navigate(paths.checkout(booking.id));
      },
      onError: (error) => reportMutationError(error, { title: 'Could Not Book It', fallback: 'Please try again.' }),
    });
  const leaveIt = () =>
    leave.mutate(entry.id, {
      onError: (error) => reportMutationError(error, { title: 'Could Not Leave the Waitlist', fallback: 'Please try again.' }),
    });
  return (
    <Card withBorder radius="md" padding="md" aria-label={`Waitlist: ${what}, ${when}`} bg={highlighted ? 'yellow.0' : undefined}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{what}</Text>
            <Badge color={entry.status === 'offered' ? 'teal' : 'gray'} variant="light">
              {entry.status === 'offered' ? 'Place Offered' : 'Waiting'}
            </Badge>
          </Group>
          <Text size="sm">{entry.petNames.join(', ')}</Text>
          <Text size="sm" c="dimmed">
            {when}
          </Text>
          {entry.status === 'offered' && entry.heldUntil ? (
            <Text size="sm" fw={600}>
              Held for you until {formatDateTime(entry.heldUntil)}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {entry.status === 'offered' ? (
            <Button size="sm" onClick={bookIt} loading={claim.isPending}>
              Book it
            </Button>
          ) : null}
          <Button variant="light" color="red" size="sm" onClick={leaveIt} loading={leave.isPending}>
            Leave
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
