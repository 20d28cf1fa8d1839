// A button that opens the conversation it names (decisions.md 63): "Message the business",
// "Message Sam", "Message owner", "Ask about this". Shared by the pet page, a booking's details,
// report cards, journal entries and the trainer's client page.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useStartConversation, type StartConversation } from '../../lib/messages/start-conversation';

type Props = {
  start: StartConversation;
  children: ReactNode;
  /** The accessible name when the visible words are short ("Ask about this" on one of several cards). */
  'aria-label'?: string;
} & Omit<ButtonProps, 'children' | 'loading' | 'onClick'>;

export function StartConversationButton({ start, children, 'aria-label': label, ...buttonProps }: Props) {
  const open = useStartConversation();
  return (
    <Button
      variant="light"
      leftSection={<IconMessageCircle size={16} />}
      {...buttonProps}
      aria-label={label}
      loading={open.isPending}
      onClick={() => open.mutate(start)}
    >
      {children}
    </Button>
  );
}
