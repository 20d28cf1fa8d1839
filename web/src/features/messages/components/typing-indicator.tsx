// "Dana is typing…" under the messages (decisions.md 63), gone TYPING_SHOWN_MS after the last signal.
import { Text } from '@mantine/core';
import { typingSentence, useTypingNames } from '../live/typing-store';

export function TypingIndicator({ conversationId }: { conversationId: number }) {
  const sentence = typingSentence(useTypingNames(conversationId));
  return (
    <Text size="xs" c="dimmed" fs="italic" mih={18} px="xs" role="status">
      {sentence}
    </Text>
  );
}
