// The nav bar's menus (nav-menus.tsx) load after the first paint instead of before it: each is
// drawn at first by a stand-in that looks the same, and the chunk is asked for as the bar first
// renders, so it arrives a moment later. A click on, or focus in, a stand-in carries over to the
// real menu (menu-hand-over.ts).
import { lazy, Suspense } from 'react';
import { Burger } from '@mantine/core';
import type { PublicUser } from '@common/auth-schemas';
import { useUnreadCount } from '../../lib/notification-query';
import { BellButton, BellIndicator } from './bell-button';
import { NavMenuButton } from './nav-menu-button';
import { handOverIds, standInProps } from './menu-hand-over';
import type { NavItem } from './nav-items';
import { UserMenuButton } from './user-menu-button';

type NavMenus = typeof import('./nav-menus');
/** One of nav-menus.tsx's components, from the one chunk all four share. */
const fromMenus = <Name extends keyof NavMenus>(name: Name) =>
  lazy(() => import('./nav-menus').then((menus) => ({ default: menus[name] })));
const NavMenu = fromMenus('NavMenu');
const NotificationsBell = fromMenus('NotificationsBell');
const UserMenu = fromMenus('UserMenu');
const MobileNavMenu = fromMenus('MobileNavMenu');

/** What a menu button says to assistive technology before its menu has loaded. */
const closedMenu = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

export function DeferredNavMenu({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <Suspense fallback={<NavMenuButton label={label} items={items} {...closedMenu} {...standInProps(handOverIds.navMenu(label))} />}>
      <NavMenu label={label} items={items} />
    </Suspense>
  );
}

export function DeferredNotificationsBell() {
  const unread = useUnreadCount();
  const standIn = (
    <BellIndicator unread={unread}>
      <BellButton unread={unread} aria-haspopup="dialog" aria-expanded={false} {...standInProps(handOverIds.notifications)} />
    </BellIndicator>
  );
  return (
    <Suspense fallback={standIn}>
      <NotificationsBell />
    </Suspense>
  );
}

export function DeferredUserMenu({ user }: { user: PublicUser }) {
  return (
    <Suspense fallback={<UserMenuButton user={user} {...closedMenu} {...standInProps(handOverIds.userMenu)} />}>
      <UserMenu user={user} />
    </Suspense>
  );
}

export function DeferredMobileNavMenu({ user }: { user: PublicUser }) {
  const standIn = <Burger opened={false} size="sm" aria-label="Open navigation menu" {...closedMenu} {...standInProps(handOverIds.mobileMenu)} />;
  return (
    <Suspense fallback={standIn}>
      <MobileNavMenu user={user} />
    </Suspense>
  );
}
