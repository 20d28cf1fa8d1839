// The conversation list (decisions.md 63): loading skeletons, error, empty state, the rows as the
// server orders them (unread first, then newest), and the next page as it comes into view.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconMessages, IconSearch } from '@tabler/icons-react';
import type { Conversation } from '@common/message-schemas';
import { ListState } from '../../../components/list-state';
import type { useConversations } from '../api/get-conversations';
import { ConversationRow } from './conversation-row';

type Props = {
  conversations: ReturnType<typeof useConversations>;
  userId: number;
  staffView: boolean;
  searching: boolean;
  /** The empty state's one action (owners: Message the business). */
  emptyAction?: ReactNode;
};

export function ConversationList({ conversations, userId, staffView, searching, emptyAction }: Props) {
  const rows = { ...conversations, data: conversations.data?.pages.flatMap((page) => page.items) } as UseQueryResult<Conversation[]>;
  return (
    <ListState
      query={rows}
      loading={{ count: 4, skeleton: <Skeleton height={76} radius="md" />, label: 'Loading conversations' }}
      empty={
        searching
          ? { icon: <IconSearch size={28} />, title: 'No matching conversations', text: 'No conversation matches this pet or person.' }
          : {
              icon: <IconMessages size={28} />,
              title: 'No conversations yet',
              text: staffView
                ? 'Conversations with owners appear here.'
                : 'Ask the business or your pet’s trainer anything: a stay, a session, a bill.',
              action: emptyAction,
            }
      }
      errorTitle="Failed to load conversations"
    >
      {(items) => (
        <Stack gap="xs" component="ul" aria-label="Conversations" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} userId={userId} staffView={staffView} />
            </li>
          ))}
          {conversations.hasNextPage ? (
            <NextPage loading={conversations.isFetchingNextPage} onLoad={() => void conversations.fetchNextPage()} />
          ) : null}
        </Stack>
      )}
    </ListState>
  );
}

/** 'Load more', pressed by itself when it scrolls into view (where the browser can tell). */
function NextPage({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);
  return (
    <Group justify="center" component="li">
      <Button ref={ref} variant="default" onClick={onLoad} loading={loading}>
        Load more
      </Button>
    </Group>
  );
}
