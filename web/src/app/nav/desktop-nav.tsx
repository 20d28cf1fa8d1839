import { Button, Group } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { DeferredNavMenu } from './deferred-nav';
import { navButtonProps } from './nav-menu-button';
import type { PublicUser } from '@common/auth-schemas';
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

/** The links from 768px up: Dashboard, My Pets, Bookings, Training menu, Trainer Tools (or Trainer Application) menu, Admin menu. */
export function DesktopNav({ user }: { user: PublicUser }) {
  const applicantItems = applicantItemsFor(user);
  const adminItems = adminItemsFor(user);
  return (
    <Group gap={2} wrap="nowrap" component="nav" aria-label="Main navigation">
      {[...mainItems, ...serviceItems].map((item) => (
        <NavButton key={item.to} item={item} />
      ))}
      <DeferredNavMenu label="Training" items={trainingItems} />
      {user.isTrainer ? <DeferredNavMenu label="Trainer Tools" items={trainerToolItems} /> : null}
      {applicantItems.length > 0 ? <DeferredNavMenu label="Trainer Application" items={applicantItems} /> : null}
      {adminItems.length > 0 ? <DeferredNavMenu label="Admin" items={adminItems} /> : null}
    </Group>
  );
}

function NavButton({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, item.to);
  return (
    <Button component={NavLink} to={item.to} {...navButtonProps(active)} aria-current={active ? 'page' : undefined}>
      {item.label}
    </Button>
  );
}
