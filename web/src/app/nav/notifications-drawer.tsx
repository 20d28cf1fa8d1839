import { Drawer } from '@mantine/core';
import { useUnreadCount } from '../../lib/notification-query';
import { NotificationsHeader } from './notifications-header';
import { NotificationsList } from './notifications-list';

/**
 * The notifications on a phone: the whole screen, the list filling it below the title and Clear
 * (a 300px list in a top drawer left half the screen empty).
 */
export function NotificationsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const unread = useUnreadCount();
  return (
    <Drawer opened={opened} onClose={onClose} title="Notifications" position="right" size="100%">
      <NotificationsHeader unread={unread} withTitle={false} />
      {/* The drawer's title bar (60px) and the Clear row (40px) are above the list. */}
      <NotificationsList onNavigate={onClose} listHeight="calc(100dvh - 116px)" />
    </Drawer>
  );
}
