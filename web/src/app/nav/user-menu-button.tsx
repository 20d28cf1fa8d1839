import type { ComponentPropsWithRef } from 'react';
import { Avatar, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { PublicUser } from '@common/auth-schemas';
import { displayName, initials } from './user-names';

/** The user menu's button: initials, and from 1088px up the name. Props go to the button. */
export function UserMenuButton({ user, ...props }: { user: PublicUser } & ComponentPropsWithRef<'button'>) {
  return (
    // Named by its text, not an aria-label, so the name shown from 1088px up is part of what a
    // screen reader says (WCAG 2.5.3); the initials are decoration.
    <UnstyledButton style={{ borderRadius: 999 }} {...props}>
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
  );
}
