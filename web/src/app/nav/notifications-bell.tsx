import { Popover } from '@mantine/core';
import { useUnreadCount } from '../../lib/notification-query';
import { useMediaQuery } from '@mantine/hooks';
import { BellButton, BellIndicator } from './bell-button';
import { PHONE_QUERY } from '../phone-query';
import { handOverIds, useHandOver } from './menu-hand-over';
import { NotificationsDrawer } from './notifications-drawer';
import { NotificationsHeader } from './notifications-header';
import { NotificationsList } from './notifications-list';

/**
 * The bell: a red dot while unread notifications exist (with their number on a phone); opens the
 * latest notifications, in a dropdown or, on a phone, a drawer the size of the screen.
 */
export function NotificationsBell() {
  const { opened, setOpened, targetRef } = useHandOver(handOverIds.notifications);
  const unread = useUnreadCount();
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    return (
      <>
        <BellIndicator unread={unread} withCount>
          <BellButton unread={unread} ref={targetRef} aria-haspopup="dialog" aria-expanded={opened} onClick={() => setOpened(true)} />
        </BellIndicator>
        <NotificationsDrawer opened={opened} onClose={() => setOpened(false)} />
      </>
    );
  }
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
