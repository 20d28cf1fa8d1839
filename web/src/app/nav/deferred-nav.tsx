// The nav bar's menus (nav-menus.tsx) load after the first paint instead of before it: each is
// drawn at first by a stand-in that looks the same, and the chunk is asked for as the bar first
// renders, so it arrives a moment later. A click on, or focus in, a stand-in carries over to the
// real menu (menu-hand-over.ts).
import { lazy, Suspense } from 'react';
import { Burger, Indicator } from '@mantine/core';
import type { PublicUser } from '@common/auth-schemas';
import { useUnreadCount } from '../../lib/notification-query';
import { BellButton } from './bell-button';
import { NavMenuButton } from './nav-menu-button';
import { standInProps } from './menu-hand-over';
import type { NavItem } from './nav-items';
import { UserMenuButton } from './user-menu-button';

const loadMenus = () => import('./nav-menus');
const NavMenu = lazy(() => loadMenus().then((menus) => ({ default: menus.NavMenu })));
const NotificationsBell = lazy(() => loadMenus().then((menus) => ({ default: menus.NotificationsBell })));
const UserMenu = lazy(() => loadMenus().then((menus) => ({ default: menus.UserMenu })));
const MobileNavMenu = lazy(() => loadMenus().then((menus) => ({ default: menus.MobileNavMenu })));

/** What a menu button says to assistive technology before its menu has loaded. */
const closedMenu = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

export function DeferredNavMenu({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <Suspense fallback={<NavMenuButton label={label} items={items} {...closedMenu} {...standInProps(`nav-menu:${label}`)} />}>
      <NavMenu label={label} items={items} />
    </Suspense>
  );
}

export function DeferredNotificationsBell() {
  const unread = useUnreadCount();
  const standIn = (
    <Indicator color="red" size={9} offset={7} disabled={unread === 0} processing={false}>
      <BellButton unread={unread} aria-haspopup="dialog" aria-expanded={false} {...standInProps('notifications')} />
    </Indicator>
  );
  return (
    <Suspense fallback={standIn}>
      <NotificationsBell />
    </Suspense>
  );
}

export function DeferredUserMenu({ user }: { user: PublicUser }) {
  return (
    <Suspense fallback={<UserMenuButton user={user} {...closedMenu} {...standInProps('user-menu')} />}>
      <UserMenu user={user} />
    </Suspense>
  );
}

export function DeferredMobileNavMenu({ user }: { user: PublicUser }) {
  const standIn = <Burger opened={false} size="sm" aria-label="Open navigation menu" {...closedMenu} {...standInProps('mobile-menu')} />;
  return (
    <Suspense fallback={standIn}>
      <MobileNavMenu user={user} />
    </Suspense>
  );
}
