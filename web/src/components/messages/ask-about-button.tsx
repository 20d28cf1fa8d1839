// "Ask about this" under a report card or a journal entry (decisions.md 63): opens the conversation
// with whoever wrote it (the trainer, or the business for a stay's journal), about its pet or stay.
import { Box } from '@mantine/core';
import type { StartConversation } from '../../lib/messages/start-conversation';
import { StartConversationButton } from './start-conversation-button';

/** `subject` names the record for screen readers after the visible words: 'Ask about this: the report card of March 5'. */
export function AskAboutButton({ start, subject }: { start: StartConversation; subject: string }) {
  return (
    <Box mt={4}>
      <StartConversationButton start={start} size="compact-xs" variant="subtle" aria-label={`Ask about this: ${subject}`}>
        Ask about this
      </StartConversationButton>
    </Box>
  );
}
