// The top of a conversation (decisions.md 63): back to the list, whom it is with, their pets, its
// state, and for staff on the business's conversations the assignee and Mark done.
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PublicUser } from '@common/auth-schemas';
import type { Conversation } from '@common/message-schemas';
import { joinNames } from '@common/name-list';
import { paths } from '../../../app/paths';
import { StaffControls } from './staff-controls';

export function ConversationHeader({ conversation, me, staffView }: { conversation: Conversation; me: PublicUser; staffView: boolean }) {
  const pets = joinNames(conversation.pets.map((pet) => pet.name));
  return (
    <Stack gap={6}>
      <Anchor component={Link} to={paths.messages} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          All messages
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2}>
              {conversation.title}
            </Title>
            {conversation.closed ? (
              <Badge color="gray" variant="light">
                Closed
              </Badge>
            ) : null}
            {conversation.status === 'done' ? (
              <Badge color="teal" variant="light">
                Done
              </Badge>
            ) : null}
          </Group>
          {pets ? (
            <Text size="sm" c="dimmed">
              {pets}
            </Text>
          ) : null}
        </Stack>
        {staffView ? <StaffControls conversation={conversation} me={me} /> : null}
      </Group>
    </Stack>
  );
}
