// The nav bar's Messages entry (decisions.md 63): an icon with the unread count, beside the cart and
// the bell at every width, so a phone shows the count without opening the menu.
import { ActionIcon, Badge, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMessagesUnreadCount } from '../../features/messages/api/get-unread-count';
import { paths } from '../paths';

/** 'Messages, 3 unread' for screen readers: the badge itself is only seen. */
export const messagesLabel = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');

const shown = (count: number) => (count > 99 ? '99+' : count);

export function MessagesButton({ active }: { active: boolean }) {
  const unread = useMessagesUnreadCount();
  return (
    <Indicator label={shown(unread)} size={16} offset={6} color="red" disabled={unread === 0} processing={false}>
      <ActionIcon
        component={Link}
        to={paths.messages}
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        size="lg"
        radius="xl"
        aria-label={messagesLabel(unread)}
        aria-current={active ? 'page' : undefined}
      >
        <IconMessageCircle size={20} />
      </ActionIcon>
    </Indicator>
  );
}

/**
 * The mobile menu's Messages entry shows the count in words ("12 unread"), so its visible text is its
 * accessible name ("Messages 12 unread") and no label has to say it again.
 */
export function MessagesCountBadge() {
  const unread = useMessagesUnreadCount();
  return unread === 0 ? null : (
    <Badge size="sm" color="red" variant="light">
      {shown(unread)} unread
    </Badge>
  );
}
