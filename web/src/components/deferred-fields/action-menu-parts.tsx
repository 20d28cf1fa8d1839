// ActionMenu as Mantine's Menu draws it, fetched after the page's load (action-menu.tsx).
import { Menu } from '@mantine/core';
import type { ActionMenuProps } from './action-menu';

export function MantineActionMenu({ target, heading, items, position, width, maxHeight, defaultOpened }: ActionMenuProps) {
  return (
    <Menu position={position} withinPortal width={width} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown mah={maxHeight} style={maxHeight === undefined ? undefined : { overflowY: 'auto' }}>
        {heading ? <Menu.Label>{heading}</Menu.Label> : null}
        {items.map((item) => (
          <Menu.Item key={item.label} leftSection={item.icon} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
