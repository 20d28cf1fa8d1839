import { Button } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useCreateNotification } from '../../../lib/notification-mutations';
import { useUser } from '../../../lib/session';

/**
 * decisions.md 32 (routes): creates an info notification for the user. It arrives like any other: through
 * the real-time channel as a toast, in the bell and in Recent Activity.
 */
export function TestNotificationButton() {
  const user = useUser();
  const create = useCreateNotification();
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconBellRinging size={16} />}
      loading={create.isPending}
      onClick={() =>
        create.mutate({
          userId: user.data?.id,
          title: 'Test Notification',
          message: 'This is a test notification from your dashboard.',
          type: 'info',
          data: null,
          isRead: false,
        })
      }
    >
      Test Notification
    </Button>
  );
}
