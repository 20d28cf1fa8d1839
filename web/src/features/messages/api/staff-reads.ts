// What the staff inbox reads besides conversations. Saved replies live in the business settings
// (GET /api/admin/settings, decisions.md 63), which only admins may read: staff without admin rights
// get none. Colleagues to assign come from the team list (GET /api/admin/team), admins only too:
// other staff can assign to themselves or to nobody (and keep a colleague already assigned).
import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@common/admin-schemas';
import type { VersionedSettings } from '@common/business-settings';
import type { SavedReply } from '@common/message-schemas';
import { api } from '../../../lib/api-client';
import { messageQueryKeys } from '../../../lib/messages/message-query-keys';

export type Colleague = { id: number; name: string };

const nameOf = (member: Pick<TeamMember, 'firstName' | 'lastName' | 'username'>) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;

export const useSavedReplies = (isAdmin: boolean) =>
  useQuery({
    queryKey: [...messageQueryKeys.all, 'saved-replies'],
    queryFn: () => api.get<VersionedSettings>('/api/admin/settings'),
    select: (settings): SavedReply[] => settings.savedReplies ?? [],
    enabled: isAdmin,
    staleTime: 60_000,
  });

export const useColleagues = (isAdmin: boolean) =>
  useQuery({
    queryKey: [...messageQueryKeys.all, 'colleagues'],
    queryFn: () => api.get<TeamMember[]>('/api/admin/team'),
    select: (team): Colleague[] =>
      team
        .filter((member) => member.roles.includes('staff') || member.roles.includes('admin'))
        .map((member) => ({ id: member.id, name: nameOf(member) })),
    enabled: isAdmin,
    staleTime: 60_000,
  });
