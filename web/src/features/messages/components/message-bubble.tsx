// One message (decisions.md 63): the caller's side's messages on the right; who wrote it ("Dana for PawsConnect"),
// when, "Edited", what it is about, the text (links made safe) and its photo or video. The author
// edits a text message from its menu within MESSAGE_EDIT_MINUTES.
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { ActionMenu } from '../../../components/deferred-fields/action-menu';
import { IconDots, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGE_EDIT_MINUTES } from '@common/message-words';
import type { Conversation, Message } from '@common/message-schemas';
import { formatTime } from '../../../lib/format';
import { EditMessageForm } from './edit-message-form';
import { MessageAttachments } from './message-attachments';
import { aboutLink, editableUntil } from './message-format';
import { MessageText } from './message-text';

type Props = {
  message: Message;
  conversation: Conversation;
  /** The caller wrote it: theirs to edit. */
  own: boolean;
  /** From the caller's side (for staff, a colleague's answer for the business too): on the right. */
  mySide: boolean;
  name: string;
  seen: boolean;
};

export function MessageBubble({ message, conversation, own, mySide, name, seen }: Props) {
  const [editing, setEditing] = useState(false);
  const canEdit = own && !conversation.closed && message.text.trim() !== '' && Date.now() < editableUntil(message, MESSAGE_EDIT_MINUTES);
  const time = formatTime(message.createdAt);
  const about = message.about;
  const aboutTo = about ? aboutLink(about, conversation) : null;

  return (
    <Stack gap={2} align={mySide ? 'flex-end' : 'flex-start'}>
      <Group gap={4} wrap="nowrap" align="flex-start" justify={mySide ? 'flex-end' : 'flex-start'} maw="100%">
        {canEdit && !editing ? (
          <ActionMenu
            position="bottom-end"
            target={
              <ActionIcon variant="subtle" color="gray" size="md" aria-label={`Actions for your message at ${time}`}>
                <IconDots size={16} />
              </ActionIcon>
            }
            items={[{ label: 'Edit', icon: <IconPencil size={14} />, onClick: () => setEditing(true) }]}
          />
        ) : null}
        <Paper
          component="article"
          aria-label={`${own ? 'You' : name} at ${time}`}
          p="xs"
          radius="md"
          maw={{ base: '88%', sm: '75%' }}
          style={{ minWidth: 0 }}
          withBorder={!mySide}
          bg={mySide ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)'}
        >
          <Group gap={6} wrap="wrap">
            <Text size="xs" fw={700}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
              {time}
            </Text>
            {message.editedAt ? (
              <Text size="xs" c="dimmed" fs="italic">
                Edited
              </Text>
            ) : null}
          </Group>
          {about ? (
            <Badge variant="outline" color="gray" size="sm" tt="none" mt={4} maw="100%">
              {aboutTo ? (
                <Anchor component={Link} to={aboutTo} inherit>
                  About: {about.label}
                </Anchor>
              ) : (
                `About: ${about.label}`
              )}
            </Badge>
          ) : null}
          {editing ? (
            <EditMessageForm message={message} onDone={() => setEditing(false)} />
          ) : message.text ? (
            <MessageText text={message.text} />
          ) : null}
          <MessageAttachments attachments={message.attachments} senderName={name} />
        </Paper>
      </Group>
      {seen ? (
        <Text size="xs" c="dimmed">
          Seen
        </Text>
      ) : null}
    </Stack>
  );
}
