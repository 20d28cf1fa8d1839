import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { NavMenuButton } from './nav-menu-button';
import { handOverIds, useHandOver } from './menu-hand-over';
import { navIconFor } from './nav-icons';
import { isActivePath, type NavItem } from './nav-items';

/** A group of the desktop navigation (Training, Trainer Tools) as a menu of its pages. */
export function NavMenu({ label, items }: { label: string; items: NavItem[] }) {
  const { pathname } = useLocation();
  const { opened, setOpened, targetRef } = useHandOver(handOverIds.navMenu(label));
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" width={220} shadow="md" radius="md">
      <Menu.Target>
        <NavMenuButton label={label} items={items} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <NavMenuItem key={item.to} item={item} active={isActivePath(pathname, item.to)} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

type NavMenuItemProps = { item: NavItem; active: boolean; rightSection?: ReactNode; 'aria-label'?: string };

export function NavMenuItem({ item, active, rightSection, 'aria-label': label }: NavMenuItemProps) {
  const Icon = navIconFor(item.to);
  return (
    <Menu.Item
      component={Link}
      to={item.to}
      leftSection={<Icon size={16} />}
      rightSection={rightSection}
      // `c`, not `color`: a coloured Menu.Item draws shade 6 text on a shade 2 hover, 2.6:1.
      c={active ? 'orange' : undefined}
      fw={active ? 700 : undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={label}
    >
      {item.label}
    </Menu.Item>
  );
}
