import { Button, Group, Text } from '@mantine/core';
import { useMarkAllNotificationsRead } from '../../lib/notification-mutations';

/** The title and, while unread items exist, Clear (marks all read, decisions.md 32). */
export function NotificationsHeader({ unread, withTitle = true }: { unread: number; withTitle?: boolean }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <Group justify="space-between" px="md" pt="sm" pb={6} gap="xs" mih={40}>
      {withTitle ? (
        <Text fw={700} size="sm">
          Notifications
        </Text>
      ) : (
        <span />
      )}
      {unread > 0 ? (
        <Button size="compact-sm" variant="subtle" loading={markAll.isPending} onClick={() => markAll.mutate()}>
          Clear
        </Button>
      ) : null}
    </Group>
  );
}
