// One conversation in the list (decisions.md 63): whom it is with, their pets, the last message
// with its sender and time, the unread count, Closed / Done, and for staff the assignee.
import { useId } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Conversation } from '@common/message-schemas';
import { joinNames } from '@common/name-list';
import { paths } from '../../../app/paths';
import { lastMessagePreview } from './message-format';
import classes from './conversation-row.module.css';

type Props = {
  conversation: Conversation;
  userId: number;
  staffView: boolean;
  /** The conversation open beside the list. */
  active?: boolean;
};

export function ConversationRow({ conversation, userId, staffView, active = false }: Props) {
  const preview = lastMessagePreview(conversation, userId);
  const unread = conversation.unreadCount;
  const pets = joinNames(conversation.pets.map((pet) => pet.name));
  const assignment =
    staffView && conversation.kind === 'business'
      ? conversation.assignee
        ? `Assigned to ${conversation.assignee.name}`
        : 'Unassigned'
      : null;
  const detailsId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-unread={unread > 0 || undefined}
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            {/* The link's name is whom and how many unread ("Robin Walker, 1 unread"); the rest of the card describes it. */}
            <Text
              component={Link}
              to={paths.conversation(conversation.id)}
              className={classes.link}
              fw={unread > 0 ? 800 : 600}
              truncate
              // Its visible words first, as speech input expects (WCAG 2.5.3), then the unread count.
              aria-label={unread > 0 ? `${conversation.title}, ${unread} unread` : undefined}
              aria-describedby={detailsId}
              aria-current={active ? 'page' : undefined}
            >
              {conversation.title}
            </Text>
            {conversation.closed ? (
              <Badge size="sm" color="gray" variant="light">
                Closed
              </Badge>
            ) : null}
            {conversation.status === 'done' ? (
              <Badge size="sm" color="teal" variant="light">
                Done
              </Badge>
            ) : null}
          </Group>
          <Stack gap={2} id={detailsId}>
            {pets ? (
              <Text size="xs" c="dimmed" truncate>
                {pets}
              </Text>
            ) : null}
            <Text size="sm" c={unread > 0 ? undefined : 'dimmed'} fw={unread > 0 ? 600 : undefined} lineClamp={1}>
              {preview ? preview.text : 'No messages yet'}
            </Text>
            {assignment ? (
              <Text size="xs" c="dimmed">
                {assignment}
              </Text>
            ) : null}
          </Stack>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          {preview ? (
            <Text size="xs" c="dimmed">
              {preview.time}
            </Text>
          ) : null}
          {unread > 0 ? (
            <Badge color="red" size="sm" circle={unread < 10} aria-hidden>
              {unread > 99 ? '99+' : unread}
            </Badge>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
