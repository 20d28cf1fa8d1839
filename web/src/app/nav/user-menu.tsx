import { Avatar, Badge, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PublicUser } from '@common/auth-schemas';
import { useLogout } from '../../features/auth/api/logout';
import { paths } from '../paths';
import { ColorSchemeMenuItem } from './color-scheme-item';
import { displayName, initials } from './user-names';

/** The signed-in user's menu: who is signed in, Settings, light/dark, Logout. */
export function UserMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md">
      <Menu.Target>
        {/* Named by its text, not an aria-label, so the name shown from 1088px up is part of
            what a screen reader says (WCAG 2.5.3); the initials are decoration. */}
        <UnstyledButton style={{ borderRadius: 999 }}>
          <VisuallyHidden>User menu</VisuallyHidden>
          <Group gap={6} wrap="nowrap">
            <Avatar color="orange" radius="xl" size={34} aria-hidden>
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="lg" maw={140} truncate>
              {displayName(user)}
            </Text>
            <Box visibleFrom="lg" display="flex">
              <IconChevronDown size={14} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <UserSummary user={user} />
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <ColorSchemeMenuItem />
        <Menu.Item
          c="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
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
