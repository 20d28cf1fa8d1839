// A conversation's messages (decisions.md 63): a log region, grouped by day, oldest at the top.
// Older pages load when the reader scrolls near the top (or presses the button), keeping what they
// were reading in place; a new message scrolls into view when the reader was at the bottom.
import { useLayoutEffect, useRef } from 'react';
import { Box, Button, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import type { Conversation } from '@common/message-schemas';
import { errorMessage } from '../../../lib/api-client';
import { ErrorState } from '../../../components/error-state';
import { threadMessages, type useThread } from '../api/get-messages';
import { groupByDay, seenMessageId, senderName } from './message-format';
import { MessageBubble } from './message-bubble';

type Props = {
  conversation: Conversation;
  thread: ReturnType<typeof useThread>;
  userId: number;
  businessName: string;
};

/** Within this many pixels of the top, the next older page loads; of the bottom, the reader "is at the bottom". */
const NEAR_PX = 120;

export function ThreadLog({ conversation, thread, userId, businessName }: Props) {
  const messages = threadMessages(thread.data);
  const box = useRef<HTMLDivElement>(null);
  // Where the reader was before the last change: the distance from the bottom, and the ends' ids.
  const seen = useRef({ fromBottom: 0, firstId: null as number | null, lastId: null as number | null });
  const firstId = messages[0]?.id ?? null;
  const lastId = messages.at(-1)?.id ?? null;
  const lastIsMine = messages.at(-1)?.sender.id === userId;

  useLayoutEffect(() => {
    const element = box.current;
    const before = seen.current;
    if (!element) return;
    if (before.lastId === null) element.scrollTop = element.scrollHeight;
    else if (firstId !== before.firstId) element.scrollTop = element.scrollHeight - element.clientHeight - before.fromBottom;
    else if (lastId !== before.lastId && (before.fromBottom < NEAR_PX || lastIsMine)) element.scrollTop = element.scrollHeight;
    seen.current = { fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight, firstId, lastId };
  }, [firstId, lastId, lastIsMine]);

  const loadOlder = () => {
    if (thread.hasNextPage && !thread.isFetchingNextPage) void thread.fetchNextPage();
  };
  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    seen.current.fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (element.scrollTop < NEAR_PX) loadOlder();
  };

  const seenId = seenMessageId(messages, conversation);
  return (
    <Box
      ref={box}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      // While the messages load or refresh (a reconnect's catch-up), assistive technology waits.
      aria-busy={thread.isFetching && !thread.isFetchingNextPage}
      aria-label={`Messages with ${conversation.title}`}
      tabIndex={0}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}
      px={{ base: 4, sm: 'xs' }}
      py="xs"
    >
      {thread.isPending ? (
        <Center h="100%" role="status" aria-label="Loading messages">
          <Loader size="sm" />
        </Center>
      ) : thread.isError ? (
        <ErrorState title="Failed to load messages" message={errorMessage(thread.error)} onRetry={() => void thread.refetch()} />
      ) : messages.length === 0 ? (
        <Center h="100%">
          <Text c="dimmed" ta="center">
            No messages yet. Say hello!
          </Text>
        </Center>
      ) : (
        <Stack gap="xs">
          {thread.hasNextPage ? (
            <Center>
              <Button variant="subtle" size="xs" onClick={loadOlder} loading={thread.isFetchingNextPage}>
                Load older messages
              </Button>
            </Center>
          ) : null}
          {groupByDay(messages).map((group) => (
            <Stack key={group.key} gap="xs">
              <Divider label={group.label} labelPosition="center" />
              {group.messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  conversation={conversation}
                  own={message.sender.id === userId}
                  mySide={message.side === conversation.mySide}
                  name={senderName(message, conversation, businessName)}
                  seen={message.id === seenId}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
