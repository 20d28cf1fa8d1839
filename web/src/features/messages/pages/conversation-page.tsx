// /messages/:conversationId (decisions.md 63): one conversation, live. Works on its own (an e-mail's
// link opens it); the composer gives way to the reason when the conversation is closed.
import { Alert, Anchor, Box, Group, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { PublicUser } from '@common/auth-schemas';
import { CONVERSATION_CLOSED_MESSAGE } from '@common/message-words';
import type { Conversation } from '@common/message-schemas';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { businessQueryKey, getBusiness } from '../../../lib/business-query';
import { useUser } from '../../../lib/session';
import { hasStaffRights } from '../../../lib/user-roles';
import { useConversation } from '../api/get-conversation';
import { threadMessages, useThread } from '../api/get-messages';
import { useSavedReplies } from '../api/staff-reads';
import { ConversationHeader } from '../components/conversation-header';
import { ConversationSidebar, SIDE_BY_SIDE_QUERY } from '../components/conversation-sidebar';
import { MessageComposer } from '../components/message-composer';
import { ThreadLog } from '../components/thread-log';
import { TypingIndicator } from '../components/typing-indicator';
import { useMarkReadWhileVisible } from '../components/use-mark-read';

export default function ConversationPage() {
  const conversationId = Number(useParams().conversationId);
  const user = useUser();
  const conversation = useConversation(conversationId);
  if (!user.data) return null;
  if (conversation.isPending) return <Skeleton height={320} radius="md" role="status" aria-label="Loading the conversation" />;
  if (conversation.isError) {
    return (
      <Stack>
        <ErrorState
          title="Failed to load the conversation"
          message={errorMessage(conversation.error)}
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isFetching}
        />
        <Anchor component={Link} to={paths.messages}>
          Back to Messages
        </Anchor>
      </Stack>
    );
  }
  return <Thread conversation={conversation.data} me={user.data} />;
}

function Thread({ conversation, me }: { conversation: Conversation; me: PublicUser }) {
  const thread = useThread(conversation.id);
  useMarkReadWhileVisible(conversation, threadMessages(thread.data));
  // Staff answer the business's conversations; a staff member's own ones (as an owner) are not the inbox's.
  const staffView = hasStaffRights(me) && conversation.kind === 'business' && conversation.mySide === 'counterpart';
  const savedReplies = useSavedReplies(staffView);
  // To the owner the conversation's title is the business's name; staff read it from the business.
  const ownersView = conversation.mySide === 'owner';
  const business = useQuery({ queryKey: businessQueryKey, queryFn: getBusiness, staleTime: 60_000, enabled: staffView });
  const businessName = ownersView ? conversation.title : (business.data?.businessName ?? 'the business');

  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const threadColumn = (
    <Stack gap="sm" h="100%" style={{ flex: 1, minWidth: 0 }}>
      <ConversationHeader conversation={conversation} me={me} staffView={staffView} />
      <ThreadLog conversation={conversation} thread={thread} userId={me.id} businessName={businessName} />
      <TypingIndicator conversationId={conversation.id} />
      {conversation.closed ? (
        <Alert color="gray" icon={<IconLock size={18} />} title="Closed">
          {ownersView
            ? CONVERSATION_CLOSED_MESSAGE
            : `This conversation is closed: you no longer work with ${conversation.owner.name}’s pets.`}
        </Alert>
      ) : (
        <MessageComposer conversation={conversation} savedReplies={savedReplies.data ?? []} />
      )}
    </Stack>
  );
  return (
    // The page fills the screen below the nav bar: the messages scroll, the composer stays in view.
    <Group h="calc(100dvh - var(--nav-bar-height) - 4rem)" mih={420} align="stretch" wrap="nowrap" gap="lg">
      {sideBySide ? (
        <Box w={340} style={{ flexShrink: 0 }}>
          <ConversationSidebar userId={me.id} staffView={hasStaffRights(me)} activeId={conversation.id} />
        </Box>
      ) : null}
      {threadColumn}
    </Group>
  );
}
