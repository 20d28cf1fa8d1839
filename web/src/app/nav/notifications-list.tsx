import { ActionIcon, Group, ScrollArea, Skeleton, Stack, Text, ThemeIcon, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBellOff, IconCheck, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Notification } from '@common/notification-schemas';
import { errorMessage } from '../../lib/api-client';
import { formatRelativeTime } from '../../lib/format';
import { notificationLink, useDeleteNotification, useMarkNotificationRead, useNotifications } from '../../lib/notification-query';

type NotificationsListProps = {
  /** Called when an item takes the user to its page, so the dropdown or drawer can close. */
  onNavigate?: () => void;
  /** The scrolling list's height: The product's 300px in the dropdown, the screen's in the phone's drawer. */
  listHeight?: number | string;
};

/** The latest notifications (the product (decisions.md 32): list area 300px high), each with mark-as-read and delete. */
export function NotificationsList({ onNavigate, listHeight = 300 }: NotificationsListProps) {
  const notifications = useNotifications();

  if (notifications.isPending) {
    return (
      <Stack gap="sm" p="sm" role="status" aria-busy aria-label="Loading notifications">
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
    <ScrollArea h={listHeight} type="auto" offsetScrollbars>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notifications list">
        {notifications.data.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
        ))}
      </Stack>
    </ScrollArea>
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
