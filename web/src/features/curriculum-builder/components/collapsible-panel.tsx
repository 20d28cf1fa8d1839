// The panel a module and a lesson are edited in (decisions.md 32): it collapses on its own, its
// header names it and says when something inside needs attention while it is closed, and its list
// gives it its buttons and drop-target props. Closed, its fields are hidden, not unmounted: the
// lessons inside a module keep their own open or closed state, and the form keeps every value.
import { useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { SortableItem } from './sortable-list-editor';
import classes from './builder.module.css';

/** A module's panel is the larger; a lesson's sits inside it. */
const LOOKS = {
  module: { padding: 'md', radius: 'md', chevron: 18, title: { fw: 600 } },
  lesson: { padding: 'sm', radius: 'sm', chevron: 16, title: { fw: 500, size: 'sm' } },
} as const;

type CollapsiblePanelProps = {
  kind: keyof typeof LOOKS;
  /** How the buttons name it ('module 2', 'lesson 1 of module 2'). */
  name: string;
  title: ReactNode;
  /** Badges beside the title (a module's lesson count). */
  badges?: ReactNode;
  hasErrors: boolean;
  /** The drag, Move, Duplicate and Remove buttons, from the list. */
  actions: ReactNode;
  /** Makes the panel the list's drop target. */
  itemProps: SortableItem<unknown>['itemProps'];
  children: ReactNode;
};

export function CollapsiblePanel({ kind, name, title, badges, hasErrors, actions, itemProps, children }: CollapsiblePanelProps) {
  const [opened, setOpened] = useState(true);
  const look = LOOKS[kind];
  return (
    <Paper withBorder p={{ base: 'xs', sm: look.padding }} radius={look.radius} className={classes.item} {...itemProps}>
      {/* On a phone the buttons wrap under the title rather than squeezing it. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 180px', minWidth: 0 }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${opened ? 'Collapse' : 'Expand'} ${name}`}
            aria-expanded={opened}
            onClick={() => setOpened((value) => !value)}
          >
            {opened ? <IconChevronDown size={look.chevron} /> : <IconChevronRight size={look.chevron} />}
          </ActionIcon>
          <Text {...look.title} truncate>
            {title}
          </Text>
          {badges}
          {hasErrors && !opened ? (
            <Badge color="red" variant="light" size="sm">
              Needs attention
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      <div hidden={!opened}>
        <Stack gap="sm" mt="sm">
          {children}
        </Stack>
      </div>
    </Paper>
  );
}
