import { Group, ScrollArea, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-client';
import { formatRelativeTime } from '../../lib/format';
import { useNotifications } from './notifications-query';

/** A read-only list of the latest notifications (SPEC: list area 300px high). */
export function NotificationsList() {
  const notifications = useNotifications();

  if (notifications.isPending) {
    return (
      <Stack gap="sm" p="sm">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={44} radius="md" />
        ))}
      </Stack>
    );
  }
  if (notifications.isError) {
    return (
      <Text c="red" size="sm" p="sm">
        {errorMessage(notifications.error)}
      </Text>
    );
  }
  if (notifications.data.length === 0) {
    return (
      <Stack align="center" gap={6} py="xl">
        <ThemeIcon variant="light" color="gray" size={44} radius="xl">
          <IconBellOff size={22} />
        </ThemeIcon>
        <Text c="dimmed" size="sm">
          No notifications
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea h={300} type="auto">
      <Stack gap={2}>
        {notifications.data.map((notification) => (
          <Group key={notification.id} align="flex-start" gap="sm" p="sm" wrap="nowrap">
            <div
              style={{
                width: 8,
                height: 8,
                marginTop: 6,
                flex: '0 0 auto',
                borderRadius: '50%',
                background: notification.isRead ? 'transparent' : 'var(--mantine-color-red-6)',
              }}
            />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={notification.isRead ? 500 : 700}>
                {notification.title}
              </Text>
              <Text size="sm" c="dimmed">
                {notification.message}
              </Text>
              <Text size="xs" c="dimmed" mt={2}>
                {formatRelativeTime(notification.createdAt)}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </ScrollArea>
  );
}
