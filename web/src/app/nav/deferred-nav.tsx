// The nav bar's menus (nav-menus.tsx) are not drawn with the page: each is drawn by a stand-in that
// looks the same until someone opens one (a click, or Enter or Space on a focused stand-in), and
// only then are the four real menus rendered. Their chunk is fetched and run once the page has
// loaded and the browser is idle, so that the first use is only a render. Rendering them at that
// idle moment as well kept a slow phone's main thread busy inside the page's load (total blocking
// time, the time until it is interactive) for menus most visits never open.
// The click, and the focus it gave the stand-in, carry over to the real menu (menu-hand-over.ts).
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
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
let menusChunk: Promise<NavMenus> | undefined;
/** The chunk all four menus share, fetched once (after the page's load, or at a first intent). */
const loadMenus = () => (menusChunk ??= import('./nav-menus'));
const fromMenus = <Name extends keyof NavMenus>(name: Name) => lazy(() => loadMenus().then((menus) => ({ default: menus[name] })));
const NavMenu = fromMenus('NavMenu');
const NotificationsBell = fromMenus('NotificationsBell');
const UserMenu = fromMenus('UserMenu');
const MobileNavMenu = fromMenus('MobileNavMenu');

/** Whether anyone has opened a menu yet in this visit: from then on the real menus are drawn. */
let menusWanted = false;
const intentListeners = new Set<() => void>();
function showedIntent() {
  if (menusWanted) return;
  menusWanted = true;
  void loadMenus();
  for (const listener of intentListeners) listener();
}
/** A new visit, as far as the menus know: the test suites run many visits in one module instance. */
export function forgetOpenedMenus() {
  menusWanted = false;
}
function subscribeToIntent(listener: () => void) {
  intentListeners.add(listener);
  return () => {
    intentListeners.delete(listener);
  };
}

/**
 * Draws the stand-in until a menu is wanted, then the real menu. The switch is a transition, so the
 * stand-in stays on screen until the real menu is ready to take its place, rather than a blank while
 * the chunk, when it has not arrived yet, is fetched.
 */
function DeferredMenu({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  const [wanted, setWanted] = useState(menusWanted);
  useEffect(() => {
    void afterPageLoad().then(loadMenus);
    const drawMenus = () => startTransition(() => setWanted(true));
    if (menusWanted) return drawMenus();
    return subscribeToIntent(drawMenus);
  }, []);
  return wanted ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
}

/** Spread on a stand-in: hands a click and focus over to its menu, and has the menus drawn. */
const standInFor = (id: string) => standInProps(id, showedIntent);

/** What a menu button says to assistive technology before its menu has loaded. */
const closedMenu = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

export function DeferredNavMenu({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <DeferredMenu standIn={<NavMenuButton label={label} items={items} {...closedMenu} {...standInFor(handOverIds.navMenu(label))} />}>
      <NavMenu label={label} items={items} />
    </DeferredMenu>
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
    <DeferredMenu standIn={standIn}>
      <NotificationsBell />
    </DeferredMenu>
  );
}

export function DeferredUserMenu({ user }: { user: PublicUser }) {
  return (
    <DeferredMenu standIn={<UserMenuButton user={user} {...closedMenu} {...standInFor(handOverIds.userMenu)} />}>
      <UserMenu user={user} />
    </DeferredMenu>
  );
}

export function DeferredMobileNavMenu({ user }: { user: PublicUser }) {
  const standIn = (
    <Burger opened={false} size="sm" aria-label="Open navigation menu" {...closedMenu} {...standInFor(handOverIds.mobileMenu)} />
  );
  return (
    <DeferredMenu standIn={standIn}>
      <MobileNavMenu user={user} />
    </DeferredMenu>
  );
}
