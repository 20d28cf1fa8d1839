import { Button, Group, Popover, Text } from '@mantine/core';
import { useMarkAllNotificationsRead, useUnreadCount } from '../../lib/notification-query';
import { BellButton, BellIndicator } from './bell-button';
import { handOverIds, useHandOver } from './menu-hand-over';
import { NotificationsList } from './notifications-list';

/** The bell: a red dot while unread notifications exist; opens the latest notifications. */
export function NotificationsBell() {
  const { opened, setOpened, targetRef } = useHandOver(handOverIds.notifications);
  const unread = useUnreadCount();
  return (
    <Popover opened={opened} onChange={setOpened} width={360} position="bottom-end" shadow="md" radius="md" withArrow>
      {/* The target is the button itself: Popover puts aria-haspopup/aria-expanded on its target,
          which a plain div (the Indicator) may not carry. */}
      <BellIndicator unread={unread}>
        <Popover.Target>
          <BellButton unread={unread} ref={targetRef} onClick={() => setOpened((current) => !current)} />
        </Popover.Target>
      </BellIndicator>
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
