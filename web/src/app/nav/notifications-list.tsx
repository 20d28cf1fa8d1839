import { ActionIcon, Group, ScrollArea, Skeleton, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBellOff, IconCheck, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '../routing/use-navigate';
import type { Notification } from '@common/notification-schemas';
import { ListState } from '../../components/list-state';
import { formatRelativeTime } from '../../lib/format';
import { useDeleteNotification, useMarkNotificationRead } from '../../lib/notification-mutations';
import { notificationLink, useNotifications } from '../../lib/notification-query';

type NotificationsListProps = {
  /** Called when an item takes the user to its page, so the dropdown or drawer can close. */
  onNavigate?: () => void;
  /** The scrolling list's height: the product's 300px in the dropdown (decisions.md 32), the screen's in the phone's drawer. */
  listHeight?: number | string;
};

/** The latest notifications, each with mark-as-read and delete, through the shared list states. */
export function NotificationsList({ onNavigate, listHeight = 300 }: NotificationsListProps) {
  const notifications = useNotifications();
  return (
    <ListState
      query={notifications}
      loading={{ count: 3, skeleton: <Skeleton height={44} radius="md" />, label: 'Loading notifications' }}
      empty={{ icon: <IconBellOff size={28} />, title: 'No notifications', withBorder: false }}
      errorTitle="Could not load notifications"
      // Skeletons sit in a padded stack; the loaded items scroll in a list of the given height.
      container={({ children, ...state }) =>
        state.role ? (
          <Stack gap="sm" p="sm" {...state}>
            {children}
          </Stack>
        ) : (
          <ScrollArea h={listHeight} type="auto" offsetScrollbars>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notifications list">
              {children}
            </Stack>
          </ScrollArea>
        )
      }
    >
      {(items) =>
        items.map((notification) => <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />)
      }
    </ListState>
  );
}

function NotificationItem({ notification, onNavigate }: { notification: Notification; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const link = notificationLink(notification);

  const open = () => {
    if (!link) return;
    if (!notification.isRead) markRead.mutate(notification.id);
    onNavigate?.();
    void navigate(link);
  };

  const text = (
    <div style={{ minWidth: 0, flex: 1 }}>
      <Text size="sm" fw={notification.isRead ? 500 : 700}>
        {notification.title}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {notification.message}
      </Text>
      <Text size="xs" c="dimmed" mt={2} component="time" dateTime={String(notification.createdAt)}>
        {formatRelativeTime(notification.createdAt)}
      </Text>
    </div>
  );

  return (
    <Group
      component="li"
      align="flex-start"
      gap="sm"
      px="sm"
      py={10}
      wrap="nowrap"
      aria-label={notification.title}
      data-unread={notification.isRead ? undefined : true}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <div
        aria-hidden
        style={{
          width: 8,
          height: 8,
          marginTop: 6,
          flex: '0 0 auto',
          borderRadius: '50%',
          background: notification.isRead ? 'transparent' : 'var(--mantine-color-red-6)',
        }}
      />
      {link ? (
        // Named by its text (WCAG 2.5.3: the visible words are part of the name).
        <UnstyledButton onClick={open} style={{ flex: 1, minWidth: 0 }}>
          <VisuallyHidden>Open: </VisuallyHidden>
          {text}
        </UnstyledButton>
      ) : (
        text
      )}
      <Group gap={2} wrap="nowrap" style={{ flex: '0 0 auto' }}>
        {notification.isRead ? null : (
          <Tooltip label="Mark as read" withinPortal={false}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="md"
              aria-label="Mark as read"
              loading={markRead.isPending}
              onClick={() => markRead.mutate(notification.id)}
            >
              <IconCheck size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label="Delete" withinPortal={false}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="md"
            aria-label="Delete notification"
            loading={remove.isPending}
            onClick={() => remove.mutate(notification.id)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
