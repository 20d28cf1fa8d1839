import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { isActivePath, type NavItem } from './nav-items';

// The links and the menu targets look alike: light and bold on the current section.
export const navButtonProps = (active: boolean) =>
  ({
    variant: active ? 'light' : 'subtle',
    color: active ? undefined : 'gray',
    size: 'compact-md',
    px: { base: 8, lg: 12 },
    fz: { base: 'sm', lg: 'md' },
    fw: active ? 700 : 500,
  }) as const;

/** A group menu's button (Training, Trainer Tools), bold while one of its pages is open. */
export function NavMenuButton({ label, items, ...props }: { label: string; items: NavItem[] } & ComponentPropsWithRef<'button'>) {
  const { pathname } = useLocation();
  const active = items.some((item) => isActivePath(pathname, item.to));
  return (
    <Button {...navButtonProps(active)} rightSection={<IconChevronDown size={14} />} {...props}>
      {label}
    </Button>
  );
}
