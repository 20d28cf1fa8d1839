import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NotificationsList } from './notifications-list';
import { useHasUnreadNotifications } from './notifications-query';

/** The bell: a red dot while unread notifications exist; opens the latest notifications. */
export function NotificationsBell() {
  const hasUnread = useHasUnreadNotifications();
  return (
    <Popover width={340} position="bottom-end" shadow="md" radius="md" withArrow>
      <Popover.Target>
        <Indicator color="red" size={9} offset={7} disabled={!hasUnread} processing={false}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label="Notifications"
            data-unread={hasUnread || undefined}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Text fw={700} size="sm" px="md" pt="sm" pb={4}>
          Notifications
        </Text>
        <NotificationsList />
      </Popover.Dropdown>
    </Popover>
  );
}
