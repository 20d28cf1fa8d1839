import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router';
import { isActivePath, mainItems, serviceItems, trainerToolItems, trainingItems, type NavItem } from './nav-items';

/** The links from 768px up: Dashboard, My Pets, Bookings, Training menu, Trainer Tools menu. */
export function DesktopNav({ isTrainer }: { isTrainer: boolean }) {
  return (
    <Group gap={2} wrap="nowrap" component="nav" aria-label="Main navigation">
      {[...mainItems, ...serviceItems].map((item) => (
        <NavButton key={item.to} item={item} />
      ))}
      <NavMenu label="Training" items={trainingItems} />
      {isTrainer ? <NavMenu label="Trainer Tools" items={trainerToolItems} /> : null}
    </Group>
  );
}

// The links and the menu targets look alike: light and bold on the current section.
const navButtonProps = (active: boolean) =>
  ({
    variant: active ? 'light' : 'subtle',
    color: active ? undefined : 'gray',
    size: 'compact-md',
    px: { base: 8, lg: 12 },
    fz: { base: 'sm', lg: 'md' },
    fw: active ? 700 : 500,
  }) as const;

function NavButton({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, item.to);
  return (
    <Button component={NavLink} to={item.to} {...navButtonProps(active)} aria-current={active ? 'page' : undefined}>
      {item.label}
    </Button>
  );
}

function NavMenu({ label, items }: { label: string; items: NavItem[] }) {
  const { pathname } = useLocation();
  const active = items.some((item) => isActivePath(pathname, item.to));
  return (
    <Menu position="bottom-start" width={220} shadow="md" radius="md">
      <Menu.Target>
        <Button {...navButtonProps(active)} rightSection={<IconChevronDown size={14} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <NavMenuItem key={item.to} item={item} active={isActivePath(pathname, item.to)} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function NavMenuItem({ item, active, rightSection }: { item: NavItem; active: boolean; rightSection?: React.ReactNode }) {
  const Icon = item.icon;
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
    >
      {item.label}
    </Menu.Item>
  );
}
