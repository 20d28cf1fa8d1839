// Wide screens (1200px and up) show the conversation list beside the open conversation
// (decisions.md 63); narrower ones show one at a time, so /messages/:id works alone.
import { Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useConversations } from '../api/get-conversations';
import { ConversationRow } from './conversation-row';

export const SIDE_BY_SIDE_QUERY = '(min-width: 75em)';

export function ConversationSidebar({ userId, staffView, activeId }: { userId: number; staffView: boolean; activeId: number }) {
  const conversations = useConversations({ q: '', filter: 'all' });
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    // The browser's own scrolling, not ScrollArea: see components/scroll-region.tsx. Its rows are links, so keyboard users reach it.
    <Box component="nav" aria-label="Conversations" h="100%" pr={4} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
      {conversations.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading conversations">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={76} radius="md" />
          ))}
        </Stack>
      ) : conversations.isError ? (
        <Text size="sm" c="dimmed">
          The list could not be loaded.
        </Text>
      ) : (
        <Stack gap="xs">
          {items.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              userId={userId}
              staffView={staffView}
              active={conversation.id === activeId}
            />
          ))}
          {conversations.hasNextPage ? (
            <Group justify="center">
              <Button
                variant="default"
                size="xs"
                onClick={() => void conversations.fetchNextPage()}
                loading={conversations.isFetchingNextPage}
              >
                Load more
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
