// Shown in the Book Session dialog when the server said the stay or session is full (409): the same
// request can wait on the waitlist, and a freed place is offered to the owner (decisions.md 67).
import { Alert, Button, Group, Text } from '@mantine/core';
import type { WaitlistRequest } from '@common/waitlist-schemas';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useJoinWaitlist } from '../api/join-waitlist';

export function JoinWaitlistOffer({ request, message, onJoined }: { request: WaitlistRequest; message: string; onJoined: () => void }) {
  const join = useJoinWaitlist();
  const submit = () =>
    join.mutate(request, {
      onSuccess: () => {
        showSuccessToast('On the Waitlist', 'If a place frees, we will offer it to you and hold it for you for a while.');
        onJoined();
      },
      onError: (error) => reportMutationError(error, { title: 'Could Not Join the Waitlist', fallback: 'Please try again.' }),
    });
  return (
    <Alert color="yellow" title="This time is full">
      <Text size="sm">{message}</Text>
      <Text size="sm" mt={4}>
        Join the waitlist and we will offer you the place if one frees.
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" onClick={submit} loading={join.isPending}>
          Join the waitlist
        </Button>
      </Group>
    </Alert>
  );
}
