import { Anchor, Container, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { PublicUser } from '@common/auth-schemas';
import { BrandLogo } from '../../components/brand-logo';
import { paths } from '../paths';
import classes from '../app-shell.module.css';
import { CartButton } from './cart-button';
import { DeferredMobileNavMenu, DeferredNotificationsBell, DeferredUserMenu } from './deferred-nav';
import { DesktopNav } from './desktop-nav';
import { NavClock } from './nav-clock';
import { isActivePath } from './nav-items';

/** The top bar of every signed-in page; collapses into one menu below 768px (Mantine's sm). */
export function NavBar({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  const cartActive = isActivePath(pathname, paths.cart);
  return (
    <header className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to={paths.dashboard} underline="never" c="inherit" aria-label="PawsConnect dashboard">
              <BrandLogo size="sm" nameClassName={classes.brandName} />
            </Anchor>
            <NavClock />
          </Group>
          <Group gap="xs" wrap="nowrap" visibleFrom="sm">
            <DesktopNav isTrainer={user.isTrainer} />
          </Group>
          <Group gap={6} wrap="nowrap" visibleFrom="sm">
            <CartButton active={cartActive} />
            <DeferredNotificationsBell />
            <DeferredUserMenu user={user} />
          </Group>
          <Group hiddenFrom="sm">
            <DeferredMobileNavMenu user={user} />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
