// The nav bar's menus (nav-menus.tsx) load after the page instead of with it: each is drawn at
// first by a stand-in that looks the same, and the chunk is fetched once the page has loaded and
// the browser is idle, or at once when a pointer reaches a stand-in or one is focused or clicked.
// A click on, or focus in, a stand-in carries over to the real menu (menu-hand-over.ts).
import { lazy, Suspense } from 'react';
import { Burger } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PublicUser } from '@common/auth-schemas';
import { afterPageLoad } from '../../lib/after-page-load';
import { useUnreadCount } from '../../lib/notification-query';
import { BellButton, BellIndicator } from './bell-button';
import { PHONE_QUERY } from '../phone-query';
import { NavMenuButton } from './nav-menu-button';
import { handOverIds, standInProps } from './menu-hand-over';
import type { NavItem } from './nav-items';
import { UserMenuButton } from './user-menu-button';

type NavMenus = typeof import('./nav-menus');
let showedIntent: () => void = () => {};
const intent = new Promise<void>((resolve) => (showedIntent = resolve));
let menusChunk: Promise<NavMenus> | undefined;
/** The chunk all four menus share, fetched after the page's load or on a first intent to use one. */
const loadMenus = () => (menusChunk ??= Promise.race([afterPageLoad(), intent]).then(() => import('./nav-menus')));
const fromMenus = <Name extends keyof NavMenus>(name: Name) => lazy(() => loadMenus().then((menus) => ({ default: menus[name] })));
/** Spread on a stand-in: hands a click or focus over to its menu, and asks for the menus at once. */
const standInFor = (id: string) => standInProps(id, showedIntent);
const NavMenu = fromMenus('NavMenu');
const NotificationsBell = fromMenus('NotificationsBell');
const UserMenu = fromMenus('UserMenu');
const MobileNavMenu = fromMenus('MobileNavMenu');

/** What a menu button says to assistive technology before its menu has loaded. */
const closedMenu = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

export function DeferredNavMenu({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <Suspense fallback={<NavMenuButton label={label} items={items} {...closedMenu} {...standInFor(handOverIds.navMenu(label))} />}>
      <NavMenu label={label} items={items} />
    </Suspense>
  );
}

export function DeferredNotificationsBell() {
  const unread = useUnreadCount();
  const phone = useMediaQuery(PHONE_QUERY);
  const standIn = (
    <BellIndicator unread={unread} withCount={phone}>
      <BellButton unread={unread} aria-haspopup="dialog" aria-expanded={false} {...standInFor(handOverIds.notifications)} />
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
    <Suspense fallback={<UserMenuButton user={user} {...closedMenu} {...standInFor(handOverIds.userMenu)} />}>
      <UserMenu user={user} />
    </Suspense>
  );
}

export function DeferredMobileNavMenu({ user }: { user: PublicUser }) {
  const standIn = (
    <Burger opened={false} size="sm" aria-label="Open navigation menu" {...closedMenu} {...standInFor(handOverIds.mobileMenu)} />
  );
  return (
    <Suspense fallback={standIn}>
      <MobileNavMenu user={user} />
    </Suspense>
  );
}
