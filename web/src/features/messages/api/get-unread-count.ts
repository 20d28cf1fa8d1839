// GET /api/messages/unread-count (decisions.md 63): the nav's Messages badge, kept live by the
// real-time channel (live/use-live-messages.ts invalidates it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Count } from '@common/count-schema';
import { api } from '../../../lib/api-client';
import { messageQueryKeys } from '../../../lib/messages/message-query-keys';

export const messagesUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageQueryKeys.unreadCount(),
    queryFn: () => api.get<Count>('/api/messages/unread-count'),
    select: (answer) => answer.count,
  });

/** Unread messages across the caller's conversations; 0 while unknown (no badge). */
export function useMessagesUnreadCount(): number {
  return useQuery(messagesUnreadCountQueryOptions()).data ?? 0;
}
