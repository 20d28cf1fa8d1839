import { useState } from 'react';
import { Badge, Burger, Menu } from '@mantine/core';
import { IconBell, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { PublicUser } from '@common/auth-schemas';
import { useLogout } from '../../features/auth/api/logout';
import { paths } from '../paths';
import { CartCountBadge } from './cart-button';
import { MessagesCountBadge } from './messages-button';
import { ColorSchemeMenuItem } from './color-scheme-item';
import { handOverIds, useHandOver } from './menu-hand-over';
import { NavMenuItem } from './nav-menu';
import {
  adminItemsFor,
  applicantItemsFor,
  isActivePath,
  mainItems,
  serviceItems,
  trainerToolItems,
  trainingItems,
  type NavItem,
} from './nav-items';
import { useUnreadCount } from '../../lib/notification-query';
import { notificationsLabel } from './bell-button';
import { NotificationsDrawer } from './notifications-drawer';
import { UserSummary } from './user-menu';
import classes from '../app-shell.module.css';

/** Below 768px everything lives in one menu: Main, Services, Training, (Trainer Tools), Actions. */
export function MobileNavMenu({ user }: { user: PublicUser }) {
  const { opened, setOpened, targetRef } = useHandOver(handOverIds.mobileMenu);
  const [notificationsOpened, setNotificationsOpened] = useState(false);
  const { pathname } = useLocation();
  const unread = useUnreadCount();
  const logout = useLogout();

  const group = (label: string, items: NavItem[]) => [
    <Menu.Label key={label}>{label}</Menu.Label>,
    ...items.map((item) => <NavMenuItem key={item.to} item={item} active={isActivePath(pathname, item.to)} />),
  ];
  const cart: NavItem = { label: 'Cart', to: paths.cart };
  const messages: NavItem = { label: 'Messages', to: paths.messages };

  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-end" width={260} shadow="lg" radius="md">
        <Menu.Target>
          <Burger opened={opened} size="sm" aria-label="Open navigation menu" ref={targetRef} />
        </Menu.Target>
        <Menu.Dropdown mah="calc(100dvh - var(--nav-bar-height) - 16px)" className={classes.mobileMenu}>
          <UserSummary user={user} />
          <Menu.Divider />
          {group('Main', mainItems)}
          {group('Services', serviceItems)}
          {group('Training', trainingItems)}
          {user.isTrainer ? group('Trainer Tools', trainerToolItems) : null}
          {applicantItemsFor(user).length > 0 ? group('Trainer Application', applicantItemsFor(user)) : null}
          {adminItemsFor(user).length > 0 ? group('Admin', adminItemsFor(user)) : null}
          <Menu.Label>Actions</Menu.Label>
          <NavMenuItem item={messages} active={isActivePath(pathname, messages.to)} rightSection={<MessagesCountBadge />} />
          <NavMenuItem item={cart} active={isActivePath(pathname, cart.to)} rightSection={<CartCountBadge />} />
          <Menu.Item
            leftSection={<IconBell size={16} />}
            rightSection={unread > 0 ? <Badge size="xs" color="red" circle aria-hidden /> : null}
            aria-label={notificationsLabel(unread)}
            onClick={() => setNotificationsOpened(true)}
          >
            Notifications
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={paths.settings}
            leftSection={<IconSettings size={16} />}
            aria-current={isActivePath(pathname, paths.settings) ? 'page' : undefined}
          >
            Settings
          </Menu.Item>
          <ColorSchemeMenuItem />
          <Menu.Item c="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <NotificationsDrawer opened={notificationsOpened} onClose={() => setNotificationsOpened(false)} />
    </>
  );
}
