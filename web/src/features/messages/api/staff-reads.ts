// What the staff inbox reads besides conversations (decisions.md 63): the business's saved replies and
// the colleagues a conversation may be assigned to, in one answer any staff member may read
// (GET /api/messages/staff-inbox); the two hooks pick their part of it.
import { useQuery } from '@tanstack/react-query';
import type { StaffInbox } from '@common/message-schemas';
import { api } from '../../../lib/api-client';
import { messageQueryKeys } from '../../../lib/messages/message-query-keys';

export type Colleague = StaffInbox['colleagues'][number];

const staffInboxQuery = (enabled: boolean) => ({
  queryKey: [...messageQueryKeys.all, 'staff-inbox'],
  queryFn: () => api.get<StaffInbox>('/api/messages/staff-inbox'),
  enabled,
  staleTime: 60_000,
});

export const useSavedReplies = (staff: boolean) => useQuery({ ...staffInboxQuery(staff), select: (inbox) => inbox.savedReplies });

export const useColleagues = (staff: boolean) => useQuery({ ...staffInboxQuery(staff), select: (inbox) => inbox.colleagues });
