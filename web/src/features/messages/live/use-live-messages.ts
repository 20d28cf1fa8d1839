// The messages' live side (decisions.md 63), mounted once in the signed-in layout: each message the
// socket brings (new or edited) is upserted into its open thread, the conversation lists and the
// nav's unread badge refetch, read receipts move "Seen", and typing signals feed the typing store.
// When the socket reopens, everything is refetched (what arrived while it was down).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@common/message-schemas';
import { refreshAfterEvent } from '../../../lib/query-client';
import { listenToMessageEvents } from '../../../lib/realtime/message-channel';
import { messageQueryKeys } from '../../../lib/messages/message-query-keys';
import { refreshInbox, storeMessage, withRead } from '../api/thread-cache';
import { recordTyping, stopTyping } from './typing-store';

export function useLiveMessages(userId: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    return listenToMessageEvents({
      onEvent: (event) => {
        if (event.type === 'message') {
          const { conversationId } = event.payload;
          stopTyping(conversationId, event.payload.sender.id);
          // A refetch under way (a reconnect's catch-up) may have read the thread before this message
          // and would overwrite it: read it again after.
          if (queryClient.isFetching({ queryKey: messageQueryKeys.thread(conversationId) }) > 0) {
            void refreshAfterEvent(queryClient, { queryKey: messageQueryKeys.thread(conversationId) });
          }
          storeMessage(queryClient, event.payload);
        } else if (event.type === 'message-read') {
          const read = event.payload;
          queryClient.setQueryData<Conversation>(messageQueryKeys.conversation(read.conversationId), (conversation) =>
            withRead(conversation, read),
          );
          refreshInbox(queryClient);
        } else if (event.type === 'typing' && event.payload.userId !== userId) {
          recordTyping(event.payload);
        }
      },
      onReopen: () => void refreshAfterEvent(queryClient, { queryKey: messageQueryKeys.all }),
    });
  }, [userId, queryClient]);
}
