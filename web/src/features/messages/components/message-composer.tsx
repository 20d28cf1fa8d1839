// Writing a message (decisions.md 63): Enter sends, Shift+Enter starts a new line; the schema's
// limits and words; a counter near MESSAGE_TEXT_MAX; what it is about (removable); a photo or video;
// staff's saved replies; and a typing signal at most every TYPING_SEND_MS while writing. The schema
// that checks a message comes on the first focus in the field (message-rules.ts); a message sent
// before it came waits for it.
import { useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Badge, CloseButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MESSAGE_TEXT_MAX } from '@common/message-words';
import type { Conversation, SavedReply } from '@common/message-schemas';
import { sendRealtime } from '../../../lib/realtime/message-channel';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useSendMessage } from '../api/send-message';
import { loadMessageRules, type MessageRules } from './message-rules';
import { TYPING_SEND_MS } from '../live/typing-store';
import { AttachButton, UploadProgress, useAttachMedia } from './attach-media';
import { SavedRepliesMenu } from './saved-replies-menu';
import { useMessageAbout } from './use-message-about';

/** The counter shows from this many characters on. */
const COUNTER_FROM = MESSAGE_TEXT_MAX - 500;

export function MessageComposer({ conversation, savedReplies }: { conversation: Conversation; savedReplies: SavedReply[] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(conversation.id);
  const attach = useAttachMedia(conversation.id);
  const { about, drop } = useMessageAbout(conversation);
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);

  const change = (value: string) => {
    setText(value);
    setError(null);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current >= TYPING_SEND_MS) {
      lastTyping.current = now;
      sendRealtime({ type: 'typing', conversationId: conversation.id });
    }
  };

  // Between Enter and the schema's arrival: a second Enter sends nothing more.
  const checking = useRef(false);
  const submit = () => {
    if (send.isPending || checking.current) return;
    checking.current = true;
    void loadMessageRules()
      .then(sendChecked)
      .finally(() => (checking.current = false));
  };

  const sendChecked = ({ messageInputSchema }: MessageRules) => {
    const parsed = messageInputSchema.safeParse({ text, ...(about ? { petId: about.petId, bookingId: about.bookingId } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'text')?.message ?? parsed.error.issues[0]?.message ?? null);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        lastTyping.current = 0;
        if (about) drop();
      },
      onError: (failure) => reportMutationError(failure, { title: 'Message not sent' }),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const insert = (reply: string) => {
    change(text.trim() ? `${text.trimEnd()}\n${reply}` : reply);
    field.current?.focus();
  };

  return (
    <Paper withBorder radius="md" p="xs" component="section" aria-label="Write a message">
      <Stack gap={6}>
        {about ? (
          <Group gap={4} wrap="nowrap">
            <Badge variant="light" color="gray" tt="none" size="lg" maw="100%" style={{ minWidth: 0 }}>
              About: {about.label}
            </Badge>
            <CloseButton size="sm" aria-label={`Don't link the message to ${about.label}`} onClick={drop} />
          </Group>
        ) : null}
        <Textarea
          ref={field}
          aria-label="Message"
          placeholder="Write a message…"
          autosize
          minRows={1}
          maxRows={8}
          value={text}
          error={error}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={() => void loadMessageRules()}
          description="Enter sends, Shift+Enter adds a line"
          inputWrapperOrder={['label', 'input', 'error', 'description']}
        />
        {text.length >= COUNTER_FROM ? (
          <Text size="xs" c={text.length > MESSAGE_TEXT_MAX ? 'red' : 'dimmed'} ta="right" aria-live="polite">
            {text.length.toLocaleString('en-US')} / {MESSAGE_TEXT_MAX.toLocaleString('en-US')}
          </Text>
        ) : null}
        <UploadProgress attach={attach} />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={2} wrap="nowrap">
            <AttachButton onPick={attach.pick} disabled={attach.upload.isPending} />
            <SavedRepliesMenu replies={savedReplies} onPick={insert} />
          </Group>
          <ActionIcon size="lg" radius="xl" aria-label="Send message" onClick={submit} loading={send.isPending}>
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}
