import { useState } from 'react';
import { ActionIcon, Button, Group, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMarkAllNotificationsRead, useUnreadCount } from '../../lib/notification-query';
import { NotificationsList } from './notifications-list';

/** 'Notifications, 3 unread': the red dot is silent, so screen readers hear the count instead. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The bell: a red dot while unread notifications exist; opens the latest notifications. */
export function NotificationsBell() {
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();
  return (
    <Popover opened={opened} onChange={setOpened} width={360} position="bottom-end" shadow="md" radius="md" withArrow>
      {/* The target is the button itself: Popover puts aria-haspopup/aria-expanded on its target,
          which a plain div (the Indicator) may not carry. */}
      <Indicator color="red" size={9} offset={7} disabled={unread === 0} processing={false}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={notificationsLabel(unread)}
            data-unread={unread > 0 || undefined}
            onClick={() => setOpened((current) => !current)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <NotificationsHeader unread={unread} />
        <NotificationsList onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The title and, while unread items exist, Clear (marks all read, SPEC section 2). */
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
