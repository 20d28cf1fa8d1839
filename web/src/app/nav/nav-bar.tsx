import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { PublicUser } from '@common/auth-schemas';
import { BrandLogo } from '../../components/brand-logo';
import { paths } from '../paths';
import classes from '../app-shell.module.css';
import { CartButton } from './cart-button';
import { DeferredMobileNavMenu, DeferredNotificationsBell, DeferredUserMenu } from './deferred-nav';
import { DesktopNav } from './desktop-nav';
import { MessagesButton } from './messages-button';
import { NavClock } from './nav-clock';
import { isActivePath } from './nav-items';

/**
 * The top bar of every signed-in page; below 768px (Mantine's sm) the links collapse into one menu
 * beside the cart and the bell. Without
 * a user (a page's prerendered HTML, before the app runs) only the product's name, which stays put
 * while the rest arrives: the bar's height is fixed.
 */
export function NavBar({ user }: { user?: PublicUser }) {
  return (
    <header className={classes.header}>
      <Container size="lg" h="var(--nav-bar-height)">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to={paths.dashboard} underline="never" c="inherit" aria-label="PawsConnect dashboard">
              <BrandLogo size="sm" nameClassName={classes.brandName} />
            </Anchor>
            {user ? <NavClock /> : null}
          </Group>
          {user ? <SignedInNavItems user={user} /> : null}
        </Group>
      </Container>
    </header>
  );
}

function SignedInNavItems({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  return (
    <>
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        <DesktopNav user={user} />
      </Group>
      {/* Unread messages, the cart's count and the unread bell show on a phone too, beside its menu. */}
      <Group gap={2} wrap="nowrap" className={classes.navActions}>
        <MessagesButton active={isActivePath(pathname, paths.messages)} />
        <CartButton active={isActivePath(pathname, paths.cart)} />
        <DeferredNotificationsBell />
        <Box visibleFrom="sm">
          <DeferredUserMenu user={user} />
        </Box>
        <Box hiddenFrom="sm">
          <DeferredMobileNavMenu user={user} />
        </Box>
      </Group>
    </>
  );
}
