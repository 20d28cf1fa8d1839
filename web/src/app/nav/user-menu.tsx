import { Avatar, Badge, Group, Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PublicUser } from '@common/auth-schemas';
import { useLogout } from '../../features/auth/api/logout';
import { paths } from '../paths';
import { ColorSchemeMenuItem } from './color-scheme-item';
import { handOverIds, useHandOver } from './menu-hand-over';
import { UserMenuButton } from './user-menu-button';
import { displayName, initials } from './user-names';

/** The signed-in user's menu: who is signed in, Settings, light/dark, Logout. */
export function UserMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const { opened, setOpened, targetRef } = useHandOver(handOverIds.userMenu);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240} shadow="md" radius="md">
      <Menu.Target>
        <UserMenuButton user={user} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <UserSummary user={user} />
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <ColorSchemeMenuItem />
        <Menu.Item c="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function UserSummary({ user }: { user: PublicUser }) {
  return (
    <Group gap="sm" px="sm" py={8} wrap="nowrap">
      <Avatar color="orange" radius="xl">
        {initials(user)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={700} truncate>
          {displayName(user)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          @{user.username}
        </Text>
        <Badge size="xs" variant="light" mt={4} color={user.isTrainer ? 'teal' : 'orange'}>
          {user.isTrainer ? 'Trainer' : 'Pet owner'}
        </Badge>
      </div>
    </Group>
  );
}
