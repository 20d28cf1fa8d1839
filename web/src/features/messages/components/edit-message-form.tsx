// The author's inline edit of a message (decisions.md 63), within MESSAGE_EDIT_MINUTES of sending.
import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { Message } from '@common/message-schemas';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useEditMessage } from '../api/edit-message';
import { loadMessageRules, type MessageRules } from './message-rules';

export function EditMessageForm({ message, onDone }: { message: Message; onDone: () => void }) {
  const [text, setText] = useState(message.text);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditMessage(message.conversationId);

  const save = () => void loadMessageRules().then(saveChecked);

  const saveChecked = ({ messageEditSchema }: MessageRules) => {
    const parsed = messageEditSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (parsed.data.text === message.text) return onDone();
    edit.mutate(
      { messageId: message.id, text: parsed.data.text },
      { onSuccess: onDone, onError: (failure) => reportMutationError(failure, { title: 'Could not edit the message' }) },
    );
  };

  return (
    <Stack gap={6} miw={{ base: 200, sm: 320 }}>
      <Textarea
        label="Edit message"
        autosize
        minRows={2}
        maxRows={10}
        value={text}
        error={error}
        data-autofocus
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onDone} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button size="xs" onClick={save} loading={edit.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
